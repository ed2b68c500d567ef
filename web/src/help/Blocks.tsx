// A help article's blocks as React elements: text is always text (never HTML), and links are the ones the
// server allowed (this app's paths, or https pages, which open in a new tab).
import { Link } from 'react-router';
import type { Block, Inline } from './types.ts';

function Inlines({ items }: { items: Inline[] }) {
  return (
    <>
      {items.map((x, i) => {
        if (x.t === 'strong') return <strong key={i}>{x.text}</strong>;
        if (x.t === 'em') return <em key={i}>{x.text}</em>;
        if (x.t === 'code')
          return (
            <code key={i} className="rounded bg-sunken px-1">
              {x.text}
            </code>
          );
        if (x.t === 'link') {
          return x.href.startsWith('/') ? (
            <Link key={i} to={x.href} className="link">
              {x.text}
            </Link>
          ) : (
            <a key={i} href={x.href} className="link" target="_blank" rel="noopener noreferrer">
              {x.text}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          );
        }
        return <span key={i}>{x.text}</span>;
      })}
    </>
  );
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-3 leading-relaxed">
      {blocks.map((b, i) => {
        switch (b.t) {
          case 'heading':
            return b.level === 2 ? (
              <h2 key={i} className="pt-2 text-lg font-semibold">
                <Inlines items={b.inline} />
              </h2>
            ) : (
              <h3 key={i} className="pt-1 font-semibold">
                <Inlines items={b.inline} />
              </h3>
            );
          case 'list': {
            const items = b.items.map((it, j) => (
              <li key={j}>
                <Inlines items={it} />
              </li>
            ));
            return b.ordered ? (
              <ol key={i} className="list-decimal space-y-1 pl-6">
                {items}
              </ol>
            ) : (
              <ul key={i} className="list-disc space-y-1 pl-6">
                {items}
              </ul>
            );
          }
          case 'quote':
            return (
              <blockquote key={i} className="border-l-4 border-line pl-3 text-muted">
                <Inlines items={b.inline} />
              </blockquote>
            );
          default:
            return (
              <p key={i}>
                <Inlines items={b.inline} />
              </p>
            );
        }
      })}
    </div>
  );
}
