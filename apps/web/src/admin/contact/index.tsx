import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import { MessageList } from './message-list';
import { MessageThreadPage } from './message-thread';

/** The contact inbox: messages new and handled, and one message's thread. */
export default function ContactArea() {
  return (
    <Switch>
      <Route path={adminPaths.contact}>
        <MessageList />
      </Route>
      <Route path={`${adminPaths.contact}/:id`}>
        <MessageThreadPage />
      </Route>
    </Switch>
  );
}
