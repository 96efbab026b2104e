import type { SVGProps } from 'react';
import { SOCIAL_LINKS } from '@terracraft/shared/policy';
import { cn } from '../lib/cn';

const PATHS: Record<(typeof SOCIAL_LINKS)[number]['name'], string> = {
  Facebook:
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3A21 21 0 0 0 14.6 2C12.2 2 10.6 3.5 10.6 6.2v2.3H8V12h2.6v10H14V12h2.7l.4-3.5z',
  Instagram:
    'M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.8a1.1 1.1 0 1 0 0 2.3 1.1 1.1 0 0 0 0-2.3zM21.9 7.1c-.1-1.6-.4-3-1.6-4.2S17.6 1.4 16 1.3c-1.6-.1-6.4-.1-8 0-1.6.1-3 .4-4.2 1.6S2.2 5.5 2.1 7.1c-.1 1.6-.1 6.4 0 8 .1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.4.1 8 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.4 0-8zm-2 9.8a3.3 3.3 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.7.4s-4.4.1-5.7-.4a3.3 3.3 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.7s-.1-4.4.4-5.7a3.3 3.3 0 0 1 1.8-1.8C8 3.2 11 3.3 12.4 3.3s4.4-.1 5.7.4a3.3 3.3 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.7s.1 4.4-.4 5.7z',
  LinkedIn:
    'M6.9 21H2.9V8.9h4V21zM4.9 7.2a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6zM21.1 21h-4v-5.9c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6h-4V8.9h3.8v1.7h.1a4.2 4.2 0 0 1 3.8-2c4 0 4.8 2.7 4.8 6.1V21z',
};

function SocialIcon({ name, ...props }: { name: keyof typeof PATHS } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The shop's Facebook, Instagram and LinkedIn pages. */
export function SocialLinks({
  className,
  linkClassName,
}: {
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={cn('flex gap-3', className)}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`TerraCraft on ${link.name}`}
            className={cn(
              'flex size-10 items-center justify-center rounded-full transition-colors',
              linkClassName,
            )}
          >
            <SocialIcon name={link.name} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
