import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { AboutCarousel } from '@/components/about/AboutCarousel';
import { fillPlaceholders } from '@/content/schema/placeholders';
import { AUTOPLAY_MS, SWIPE_MIN_PX } from '@/lib/carousel';
import { content } from '@/lib/content';

const { values, slides: slideContent } = content('es').about;
const aboutSlides = [
  { id: 'mision', ...slideContent.mission },
  { id: 'vision', ...slideContent.vision },
  { id: 'valores', ...slideContent.values },
];
const slides = aboutSlides.map((slide, i) => ({
  id: slide.id,
  label: slide.title,
  position: fillPlaceholders(values.slidePosition, { posicion: i + 1, total: aboutSlides.length }),
  content: <p>{slide.text}</p>,
}));
const count = slides.length;

let reducedMotion = false;
const listeners = new Set<() => void>();

beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  listeners.clear();
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion') && reducedMotion;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => jest.useRealTimers());

function setup() {
  render(
    <>
      <AboutCarousel label="Misión, visión y valores corporativos" labels={values.controls} slides={slides} />
      <button type="button">Fuera del carrusel</button>
    </>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const region = screen.getByRole('region', { name: 'Misión, visión y valores corporativos' });
  return { user, region };
}

/** Index of the slide that assistive technology can see (the others are hidden from it). */
function shownIndex(): number {
  const visible = screen.getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'diapositiva');
  expect(visible).toHaveLength(1);
  return Number(visible[0]!.getAttribute('aria-label')!.split(' ')[0]) - 1;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const indicator = (i: number) => screen.getByRole('button', { name: slides[i]!.label });

describe('AboutCarousel', () => {
  it('follows the carousel pattern: a named region, slides labelled "n de 3", inactive slides hidden', () => {
    const { region } = setup();
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    const all = region.querySelectorAll('[aria-roledescription="diapositiva"]');
    expect(all).toHaveLength(count);
    all.forEach((slide, i) => {
      expect(slide).toHaveAttribute('role', 'group');
      expect(slide).toHaveAttribute('aria-label', `${i + 1} de ${count}`);
      expect(slide).toHaveTextContent(aboutSlides[i]!.text);
      if (i === 0) expect(slide).not.toHaveAttribute('aria-hidden');
      else {
        expect(slide).toHaveAttribute('aria-hidden', 'true');
        expect(slide).toHaveAttribute('inert');
      }
    });
    expect(shownIndex()).toBe(0);
  });

  it('pre-renders every slide open to assistive technology, and its controls waiting for the page', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <AboutCarousel label="Misión, visión y valores corporativos" labels={values.controls} slides={slides} />,
    );
    const all = container.querySelectorAll('[aria-roledescription="diapositiva"]');
    expect(all).toHaveLength(count);
    all.forEach((slide, i) => {
      expect(slide).toHaveTextContent(aboutSlides[i]!.text);
      expect(slide).not.toHaveAttribute('aria-hidden');
      expect(slide).not.toHaveAttribute('inert');
    });
    expect(Array.from(container.querySelectorAll('button')).every((button) => button.disabled)).toBe(true);
  });

  // The required interval written out, not read from the code: this test fails if the constant drifts.
  it('moves on by itself every 6000 ms and loops from the last slide to the first', () => {
    setup();
    advance(5999);
    expect(shownIndex()).toBe(0);
    advance(1);
    expect(shownIndex()).toBe(1);
    advance(6000);
    expect(shownIndex()).toBe(2);
    advance(6000);
    expect(shownIndex()).toBe(0);
  });

  it('pauses while the focus is inside and resumes when it leaves', async () => {
    const { user } = setup();
    act(() => indicator(0).focus());
    advance(AUTOPLAY_MS * 2);
    expect(shownIndex()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Fuera del carrusel' }));
    advance(AUTOPLAY_MS);
    expect(shownIndex()).toBe(1);
  });

  it('stops and restarts with the visible pause control, and tells screen readers about changes while stopped', async () => {
    const { user } = setup();
    const slidesBox = document.getElementById(
      screen.getByRole('button', { name: 'Diapositiva siguiente' }).getAttribute('aria-controls')!,
    )!;
    expect(slidesBox).toHaveAttribute('aria-live', 'off');

    await user.click(screen.getByRole('button', { name: 'Pausar rotación automática' }));
    const play = screen.getByRole('button', { name: 'Reanudar rotación automática' });
    await user.click(screen.getByRole('button', { name: 'Fuera del carrusel' }));
    advance(AUTOPLAY_MS * 3);
    expect(shownIndex()).toBe(0);
    expect(slidesBox).toHaveAttribute('aria-live', 'polite');

    await user.click(play);
    await user.click(screen.getByRole('button', { name: 'Fuera del carrusel' }));
    advance(AUTOPLAY_MS);
    expect(shownIndex()).toBe(1);
    expect(screen.getByRole('button', { name: 'Pausar rotación automática' })).toBeInTheDocument();
  });

  it('starts a full interval again after a change by hand', async () => {
    const { user } = setup();
    advance(AUTOPLAY_MS - 1000);
    await user.click(indicator(1));
    await user.click(screen.getByRole('button', { name: 'Fuera del carrusel' }));
    advance(AUTOPLAY_MS - 1);
    expect(shownIndex()).toBe(1);
    advance(1);
    expect(shownIndex()).toBe(2);
  });

  it('stands still when the visitor prefers reduced motion, also if the preference changes later', () => {
    reducedMotion = true;
    setup();
    advance(AUTOPLAY_MS * 3);
    expect(shownIndex()).toBe(0);

    reducedMotion = false;
    act(() => listeners.forEach((listener) => listener()));
    advance(AUTOPLAY_MS);
    expect(shownIndex()).toBe(1);

    reducedMotion = true;
    act(() => listeners.forEach((listener) => listener()));
    advance(AUTOPLAY_MS * 2);
    expect(shownIndex()).toBe(1);
  });

  it('changes slide with a horizontal swipe on a touch screen, and not with a tap or a mouse drag', () => {
    reducedMotion = true; // no autoplay, so that only the gestures move the carousel
    setup();
    const slidesBox = document.getElementById(
      screen.getByRole('button', { name: 'Diapositiva siguiente' }).getAttribute('aria-controls')!,
    )!;
    // jsdom's pointer events carry no coordinates: set them on the event as a browser would.
    const pointer = (type: 'pointerDown' | 'pointerUp', pointerType: string, clientX: number, clientY: number) => {
      const event = createEvent[type](slidesBox);
      for (const [key, value] of Object.entries({ pointerId: 1, pointerType, clientX, clientY })) {
        Object.defineProperty(event, key, { value });
      }
      fireEvent(slidesBox, event);
    };
    const swipe = (fromX: number, toX: number, pointerType = 'touch', toY = 100) => {
      pointer('pointerDown', pointerType, fromX, 100);
      pointer('pointerUp', pointerType, toX, toY);
    };
    swipe(300, 300 - SWIPE_MIN_PX - 10);
    expect(shownIndex()).toBe(1);
    swipe(100, 100 + SWIPE_MIN_PX + 10);
    expect(shownIndex()).toBe(0);
    swipe(100, 100 + SWIPE_MIN_PX + 10);
    expect(shownIndex()).toBe(count - 1);
    swipe(200, 205);
    expect(shownIndex()).toBe(count - 1);
    swipe(300, 100, 'mouse');
    expect(shownIndex()).toBe(count - 1);
    swipe(300, 240, 'touch', 400);
    expect(shownIndex()).toBe(count - 1);
  });
});
