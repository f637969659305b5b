import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CarouselSlide } from '../../../core';
import { fill } from '../../strings';
import { h } from './home-strings';

const INTERVAL_MS = 5000;

const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home carousel: advances every 5 s, pauses while hovered or focused, prev/next buttons
 * and dots; with reduced motion it never advances by itself and does not animate.
 */
export function Carousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const n = slides.length;
  const current = n ? index % n : 0;

  useEffect(() => {
    if (n < 2 || hovered || focused || reduced) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % n), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [n, hovered, focused, reduced]);

  const show = (i: number) => setIndex((i + n) % n);

  return (
    <section
      class="sf-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e: FocusEvent) => {
        const next = e.relatedTarget as Node | null;
        if (!next || !(e.currentTarget as HTMLElement).contains(next)) setFocused(false);
      }}
    >
      <div class="sf-carousel__track" aria-live={hovered || focused || reduced ? 'polite' : 'off'}>
        {slides.map((slide, i) => {
          const active = i === current;
          // the first slide is the page's largest paint: fetch it before anything else
          const img = (
            <img
              src={slide.image}
              alt={slide.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              {...{ fetchpriority: i === 0 ? 'high' : 'auto' }}
            />
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern (group + roledescription slide); a fieldset is for forms
            <div
              key={slide.id}
              class={`sf-carousel__slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${n}`}
              aria-hidden={active ? undefined : 'true'}
            >
              {slide.link ? (
                <Link href={slide.link} tabIndex={active ? undefined : -1}>
                  {img}
                </Link>
              ) : (
                img
              )}
            </div>
          );
        })}
      </div>
      {n > 1 && (
        <>
          <button
            type="button"
            class="sf-carousel__arrow is-prev"
            aria-label={h.prevSlide}
            onClick={() => show(current - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            class="sf-carousel__arrow is-next"
            aria-label={h.nextSlide}
            onClick={() => show(current + 1)}
          >
            ›
          </button>
          <div class="sf-carousel__dots">
            {slides.map((slide, i) => (
              <button
                type="button"
                key={slide.id}
                aria-label={fill(h.slideN, { n: i + 1 })}
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
