import './channel.css';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CarouselPosition } from '../../../core';
import { fill } from '../../strings';
import { useApi } from '../use-api';
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
