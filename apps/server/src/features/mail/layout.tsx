import type { ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { BusinessSettings } from '@terracraft/shared/settings';

const colours = {
  page: '#f6f1ea',
  card: '#ffffff',
  ink: '#2f2a24',
  muted: '#6b6259',
  accent: '#7a4b2a',
};

export const mailStyles = {
  text: { color: colours.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  muted: { color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  link: { color: colours.accent, textDecoration: 'underline' },
  heading: { color: colours.ink, fontSize: '20px', margin: '0 0 16px' },
  button: {
    backgroundColor: colours.accent,
    color: '#ffffff',
    borderRadius: '6px',
    padding: '10px 18px',
    fontSize: '15px',
    textDecoration: 'none',
  },
  cell: { color: colours.ink, fontSize: '14px', padding: '4px 0' },
  cellRight: {
    color: colours.ink,
    fontSize: '14px',
    padding: '4px 0',
    textAlign: 'right' as const,
  },
};

/**
 * Every mail of the shop: the shop's name on top, the content, then the business details of the
 * settings (where to write, the phone and its hours) and the company behind the shop.
 */
export function MailLayout({
  business,
  preview,
  heading,
  children,
}: {
  business: BusinessSettings;
  /** The line mail apps show beside the subject. */
  preview: string;
  heading?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colours.page,
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          style={{
            backgroundColor: colours.card,
            borderRadius: '8px',
            maxWidth: '560px',
            padding: '24px',
          }}
        >
          <Text
            style={{ color: colours.accent, fontSize: '18px', fontWeight: 700, margin: '0 0 16px' }}
          >
            {business.shopName}
          </Text>
          {heading ? (
            <Heading as="h1" style={mailStyles.heading}>
              {heading}
            </Heading>
          ) : null}
          <Section>{children}</Section>
          <Hr style={{ borderColor: '#e6ddd2', margin: '24px 0 12px' }} />
          <Text style={mailStyles.muted}>
            Questions? Write to{' '}
            <Link href={`mailto:${business.supportEmail}`} style={mailStyles.link}>
              {business.supportEmail}
            </Link>{' '}
            or call {business.phone} ({business.phoneHours}).
          </Text>
          <Text style={mailStyles.muted}>
            — {business.shopName}, {business.legalName}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
