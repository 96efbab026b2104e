import { Route, Routes } from 'react-router';
import { MessageList } from './message-list';
import { MessageThreadPage } from './message-thread';

/** The contact inbox: messages new and handled, and one message's thread. */
export default function MessagesArea() {
  return (
    <Routes>
      <Route index element={<MessageList />} />
      <Route path=":id" element={<MessageThreadPage />} />
    </Routes>
  );
}
