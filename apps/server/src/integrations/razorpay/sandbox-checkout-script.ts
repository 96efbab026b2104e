/**
 * The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js: the same
 * `new Razorpay(options).open()` / `.on('payment.failed', fn)` API, with a small dialog offering
 * Pay and Fail. Pay asks the shop's sandbox for a signed answer and hands it to `options.handler`,
 * exactly as Razorpay does; Fail reports `payment.failed`; closing calls `options.modal.ondismiss`.
 * Plain browser JavaScript, served as it is.
 */
export function sandboxCheckoutScript(payUrl: string): string {
  return `/* TerraCraft payment sandbox: no money moves. */
(function () {
  'use strict';
  if (window.Razorpay) return;
  var PAY_URL = ${JSON.stringify(payUrl)};
  var inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function randomId(prefix) {
    var chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    var out = '';
    var bytes = crypto.getRandomValues(new Uint8Array(11));
    for (var i = 0; i < bytes.length; i++) out += chars[bytes[i] % chars.length];
    return prefix + '_Sbx' + out;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: the key option is required');
    this.options = options;
    this.listeners = {};
    this.dialog = null;
  }
  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype.emit = function (event, data) {
    (this.listeners[event] || []).forEach(function (callback) { callback(data); });
  };
  Razorpay.prototype.close = function () {
    if (!this.dialog) return;
    var dialog = this.dialog;
    this.dialog = null;
    if (dialog.open) dialog.close();
    dialog.remove();
  };
  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };
  // Like Razorpay, a failed attempt is reported and the dialog stays open for another try.
  Razorpay.prototype.fail = function (description) {
    var o = this.options;
    if (this.status) this.status.textContent = 'Payment failed. Pay to try again, or cancel.';
    if (this.buttons) this.buttons.forEach(function (button) { button.disabled = false; });
    this.emit('payment.failed', {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: description,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: o.order_id, payment_id: randomId('pay') },
      },
    });
  };
  Razorpay.prototype.pay = function () {
    var self = this;
    if (this.status) this.status.textContent = 'Paying…';
    this.buttons.forEach(function (button) { button.disabled = true; });
    fetch(PAY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ order_id: self.options.order_id }),
    })
      .then(function (response) {
        if (!response.ok) throw new Error('The sandbox refused the payment (' + response.status + ')');
        return response.json();
      })
      .then(function (answer) {
        self.close();
        if (typeof self.options.handler === 'function') self.options.handler(answer);
      })
      .catch(function (error) {
        self.fail(error && error.message ? error.message : 'Payment failed');
      });
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    if (this.dialog) return;
    if (!document.getElementById('rzp-sandbox-style')) {
      var style = el('style');
      style.id = 'rzp-sandbox-style';
      style.textContent = '#rzp-sandbox::backdrop{background:rgba(20,12,6,.55)}';
      document.head.appendChild(style);
    }
    var color = (o.theme && o.theme.color) || '#3395ff';
    var dialog = el('dialog', 'margin:auto;border:0;border-radius:16px;padding:0;width:min(92vw,380px);font-family:system-ui,sans-serif;color:#1f2937;box-shadow:0 20px 50px rgba(0,0,0,.3)');
    dialog.id = 'rzp-sandbox';
    dialog.setAttribute('aria-labelledby', 'rzp-sandbox-title');
    var header = el('div', 'background:' + color + ';color:#fff;padding:16px 20px');
    var title = el('h2', 'margin:0;font-size:18px', o.name || 'Payment');
    title.id = 'rzp-sandbox-title';
    header.appendChild(title);
    if (o.description) header.appendChild(el('p', 'margin:4px 0 0;font-size:14px', o.description));
    var body = el('div', 'padding:16px 20px');
    body.appendChild(el('p', 'margin:0 0 4px;font-size:13px;color:#4b5563', 'Amount to pay'));
    body.appendChild(el('p', 'margin:0 0 12px;font-size:24px;font-weight:700', inr.format((Number(o.amount) || 0) / 100)));
    var prefill = o.prefill || {};
    var who = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · ');
    if (who) body.appendChild(el('p', 'margin:0 0 12px;font-size:13px;color:#4b5563', who));
    body.appendChild(el('p', 'margin:0 0 16px;font-size:13px;background:#fef3c7;color:#78350f;padding:8px 10px;border-radius:8px', 'Razorpay sandbox: a test payment, no money is taken. Choose Pay to succeed or Fail to see a failed payment.'));
    var row = el('div', 'display:flex;gap:8px');
    var pay = el('button', 'flex:1;padding:10px;border:0;border-radius:999px;background:' + color + ';color:#fff;font-weight:600;cursor:pointer', 'Pay');
    pay.type = 'button';
    var fail = el('button', 'flex:1;padding:10px;border:1px solid #b91c1c;border-radius:999px;background:#fff;color:#b91c1c;font-weight:600;cursor:pointer', 'Fail');
    fail.type = 'button';
    var close = el('button', 'display:block;margin:12px auto 0;border:0;background:none;color:#374151;text-decoration:underline;cursor:pointer', 'Cancel payment');
    close.type = 'button';
    row.appendChild(pay);
    row.appendChild(fail);
    var status = el('p', 'margin:12px 0 0;min-height:1.25em;font-size:14px;color:#b91c1c');
    status.setAttribute('role', 'status');
    body.appendChild(row);
    body.appendChild(status);
    body.appendChild(close);
    dialog.appendChild(header);
    dialog.appendChild(body);
    this.status = status;
    this.buttons = [pay, fail, close];
    pay.addEventListener('click', function () { self.pay(); });
    fail.addEventListener('click', function () { self.fail('Payment failed'); });
    close.addEventListener('click', function () { self.dismiss(); });
    dialog.addEventListener('cancel', function (event) { event.preventDefault(); self.dismiss(); });
    document.body.appendChild(dialog);
    this.dialog = dialog;
    dialog.showModal();
    pay.focus();
  };
  window.Razorpay = Razorpay;
})();
`;
}
