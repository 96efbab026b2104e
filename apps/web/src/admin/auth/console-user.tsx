import { createContext, useContext } from 'react';
import type { AuthUser, StaffRole } from '../../features/auth';

interface ConsoleUser {
  user: AuthUser;
  role: StaffRole;
}

export const ConsoleUserContext = createContext<ConsoleUser | null>(null);

/** The staff member using the console, with the role the server confirmed. */
export function useConsoleUser(): ConsoleUser {
  const value = useContext(ConsoleUserContext);
  if (!value) throw new Error('useConsoleUser must be used within RequireStaff');
  return value;
}
