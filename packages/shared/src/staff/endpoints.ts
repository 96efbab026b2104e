/** The staff endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const staffEndpoints = {
  'admin.staff.setupStatus': { method: 'GET', path: '/api/admin/setup', access: 'anyone' },
  'admin.staff.claimSetup': { method: 'POST', path: '/api/admin/setup', access: 'signed-in' },
  'admin.staff.acceptInvitation': {
    method: 'POST',
    path: '/api/admin/invitation/accept',
    access: 'signed-in',
  },
  'admin.staff.list': { method: 'GET', path: '/api/admin/staff', access: 'owner' },
  'admin.staff.remove': { method: 'DELETE', path: '/api/admin/staff/:userId', access: 'owner' },
  'admin.staff.invitations': { method: 'GET', path: '/api/admin/invitations', access: 'owner' },
  'admin.staff.invite': { method: 'POST', path: '/api/admin/invitations', access: 'owner' },
  'admin.staff.revokeInvitation': {
    method: 'DELETE',
    path: '/api/admin/invitations/:id',
    access: 'owner',
  },
} as const satisfies Record<string, EndpointRoute>;
