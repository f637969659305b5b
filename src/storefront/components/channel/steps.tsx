import './channel.css';
import { SectionTitle } from '../section-title';

/** A numbered strip of steps (how certification works, how to apply for a subsidy). */
export function Steps({ title, items }: { title: string; items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <section aria-label={title}>
      <SectionTitle title={title} />
      <ol class="sf-ch-steps">
        {items.map(([name, text], i) => (
          <li key={name}>
            <span class="sf-ch-steps__n" aria-hidden="true">
              {i + 1}
            </span>
            <b>{name}</b>
            <span>{text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
