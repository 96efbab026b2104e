import { api } from '../../lib/api-client';
import { ClaimPage } from './claim-page';

/**
 * `/admin/invitation?token=…`: the link of an invitation mail. The invited person signs up or
 * signs in with the invited address, then accepts; the server checks the address.
 */
export function InvitationPage() {
  return (
    <ClaimPage
      texts={{
        title: 'Join the shop’s staff',
        intro: (
          <p>
            The shop’s owner has invited you to help run it. Once you accept, you work in the
            console: orders, the catalogue, stock, coupons, reviews and messages.
          </p>
        ),
        signInFirst: (
          <p>
            First sign up, or sign in, with the email address the invitation was sent to, then come
            back to this link to accept.
          </p>
        ),
        action: 'Accept the invitation',
        pending: 'Accepting...',
        incomplete: 'This invitation link is not complete. Open the link in the invitation mail.',
      }}
      claim={(token) => api('admin.staff.acceptInvitation', { body: { token } })}
    />
  );
}
