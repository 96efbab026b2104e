import { Button, Column, Row, Section, Text } from '@react-email/components';
import type { Order } from '@terracraft/shared/orders';
import { formatInr } from '@terracraft/shared/money';
import type { BusinessSettings } from '@terracraft/shared/settings';
import { MailLayout, mailStyles } from '../mail';

/**
 * The HTML of every order mail: a heading, what happened, the items (with the totals when asked),
 * where the parcel goes, a button to the order, and closing notes, in the shop's mail layout.
 */
export function OrderMailBody({
  business,
  order,
  heading,
  intro,
  showItems = true,
  showTotals = false,
  showAddress = false,
  action,
  outro = [],
}: {
  business: BusinessSettings;
  order: Order;
  heading: string;
  intro: string[];
  showItems?: boolean;
  showTotals?: boolean;
  showAddress?: boolean;
  action?: { label: string; href: string };
  outro?: string[];
}) {
  const a = order.shippingAddress;
  return (
    <MailLayout business={business} preview={intro[1] ?? heading} heading={heading}>
      {intro.map((line, index) => (
        <Text key={index} style={mailStyles.text}>
          {line}
        </Text>
      ))}
      {showItems ? (
        <Section style={{ margin: '8px 0 16px' }}>
          {order.items.map((item, index) => (
            <Row key={index}>
              <Column style={mailStyles.cell}>
                {item.quantity} × {item.name}{' '}
                <span style={{ color: '#6b6259' }}>(@ {formatInr(item.unitPrice)} each)</span>
              </Column>
              <Column style={mailStyles.cellRight}>{formatInr(item.lineTotal)}</Column>
            </Row>
          ))}
          {showTotals ? (
            <>
              <Row>
                <Column style={mailStyles.cell}>Subtotal</Column>
                <Column style={mailStyles.cellRight}>{formatInr(order.subtotal)}</Column>
              </Row>
              {order.discount > 0 ? (
                <Row>
                  <Column style={mailStyles.cell}>Coupon {order.couponCode ?? ''}</Column>
                  <Column style={mailStyles.cellRight}>−{formatInr(order.discount)}</Column>
                </Row>
              ) : null}
              <Row>
                <Column style={mailStyles.cell}>Shipping</Column>
                <Column style={mailStyles.cellRight}>{formatInr(order.shipping)}</Column>
              </Row>
              <Row>
                <Column style={{ ...mailStyles.cell, fontWeight: 700 }}>Total</Column>
                <Column style={{ ...mailStyles.cellRight, fontWeight: 700 }}>
                  {formatInr(order.total)}
                </Column>
              </Row>
            </>
          ) : null}
        </Section>
      ) : null}
      {showAddress ? (
        <Text style={mailStyles.text}>
          <strong>Shipping to</strong>
          <br />
          {a.firstName} {a.lastName}
          <br />
          {a.address}
          <br />
          {a.city}, {a.state} {a.pin}
          <br />
          Phone: {a.phone}
        </Text>
      ) : null}
      {action ? (
        <Section style={{ margin: '8px 0 16px' }}>
          <Button href={action.href} style={mailStyles.button}>
            {action.label}
          </Button>
        </Section>
      ) : null}
      {outro.map((line, index) => (
        <Text key={index} style={mailStyles.muted}>
          {line}
        </Text>
      ))}
    </MailLayout>
  );
}
