import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import { MessageList } from './message-list';
import { MessageThreadPage } from './message-thread';

/** The contact inbox: messages new and handled, and one message's thread. */
export default function MessagesArea() {
  return (
    <Switch>
      <Route path={adminPaths.messages}>
        <MessageList />
      </Route>
      <Route path={`${adminPaths.messages}/:id`}>
        <MessageThreadPage />
      </Route>
    </Switch>
  );
}
