import './channel.css';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CarouselPosition } from '../../../core';
import { SectionTitle } from '../../components/section-title';
import { useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { c } from './channel-strings';

const INTERVAL_MS = 5000;

/**
 * The channel's carousel (carousel/get?position=): advances every 5 s unless hovered, focused
 * or the visitor prefers reduced motion. With no slides the channel's hero takes its place.
 */
export function ChannelCarousel({ position, fallback }: { position: CarouselPosition; fallback: ReactNode }) {
  const state = useApi('carousel/get', { position, page: 1, limit: 10 });
  const slides = (state.data?.list ?? []).filter((s) => s.image);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const n = slides.length;
  const current = n ? index % n : 0;

  useEffect(() => {
    const reduced =
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (n < 2 || paused || reduced) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % n), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [n, paused]);

  if (state.loading && !state.data)
    return <div class="sf-ch-carousel sf-ch-carousel--loading" aria-busy="true" />;
  if (!n) return <>{fallback}</>;
  const show = (i: number) => setIndex((i + n) % n);
  return (
    <section
      class="sf-ch-carousel"
      aria-roledescription="carousel"
      aria-label={c.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      {slides.map((s, i) => (
        // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern (group + roledescription slide); a fieldset is for forms
        <div
          key={s.id}
          class={`sf-ch-carousel__slide${i === current ? ' is-active' : ''}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${n}`}
          aria-hidden={i === current ? undefined : 'true'}
        >
          {s.link ? (
            <Link href={s.link} tabIndex={i === current ? undefined : -1}>
              <img src={s.image} alt={s.title} loading={i === 0 ? 'eager' : 'lazy'} />
            </Link>
          ) : (
            <img src={s.image} alt={s.title} loading={i === 0 ? 'eager' : 'lazy'} />
          )}
        </div>
      ))}
      {n > 1 && (
        <>
          <button
            type="button"
            class="sf-ch-carousel__arrow is-prev"
            aria-label={c.prevSlide}
            onClick={() => show(current - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            class="sf-ch-carousel__arrow is-next"
            aria-label={c.nextSlide}
            onClick={() => show(current + 1)}
          >
            ›
          </button>
          <div class="sf-ch-carousel__dots">
            {slides.map((s, i) => (
              <button
                type="button"
                key={s.id}
                aria-label={fill(c.slideN, { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The channel's banner strip (channel_banner/get?channel=): its title and line over the channel
 * colour, or its image. The page's own words stand in while it loads or when there is none.
 */
export function ChannelHero({
  channel,
  title,
  text,
  tone = 'blue',
  children,
}: {
  channel?: string;
  title: string;
  text: string;
  tone?: 'blue' | 'green' | 'teal' | 'indigo';
  children?: ReactNode;
}) {
  const state = useApi('channel_banner/get', channel ? { channel, page: 1, limit: 1 } : null);
  const banner = state.data?.list[0];
  if (banner?.image) {
    return (
      <div class="sf-ch-hero sf-ch-hero--image">
        <img src={banner.image} alt={banner.title} />
        {children}
      </div>
    );
  }
  return (
    <div class={`sf-ch-hero sf-ch-hero--${tone}`}>
      <h1>{banner?.title || title}</h1>
      <p>{banner?.subtitle || text}</p>
      {children}
    </div>
  );
}

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

export interface Chip {
  value: string;
  label: string;
  count?: number;
}

/** A row of toggle chips (categories, regions, tabs): one pressed at a time. */
export function Chips({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: readonly Chip[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons that filter a list, not form fields
    <div class="sf-ch-chips" role="group" aria-label={label}>
      {items.map((item) => (
        <button
          type="button"
          key={item.value}
          class="sf-ch-chip"
          aria-pressed={item.value === value}
          onClick={() => onChange(item.value)}
        >
          {item.label}
          {typeof item.count === 'number' && <small>{item.count}</small>}
        </button>
      ))}
    </div>
  );
}
