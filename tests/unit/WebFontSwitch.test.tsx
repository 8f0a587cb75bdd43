import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { WebFontSwitch } from '@/components/layout/WebFontSwitch';
import { FONT_DEFERRED_ATTRIBUTE, FONT_IN_TAB } from '@/lib/paintFirst';

let mockPathname = '/Nosotros';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const FAMILY = "'manrope'";
const html = document.documentElement;
const load = jest.fn<Promise<unknown[]>, [string]>();
let root: Root | undefined;

/**
 * jsdom lays nothing out: each element's box is given here, for the stand-in and for Manrope. `shift` is how
 * far the paragraph under the heading moves down when the text changes to Manrope (a line more above it);
 * `paragraphTop`, where it starts (jsdom's window is 1024 × 768).
 */
function layOut(shift: number, paragraphTop = 100) {
  document.body.innerHTML = '<h1>Licencias de software</h1><p>Asesoría y licencias originales</p>';
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = paragraphTop + (html.hasAttribute(FONT_DEFERRED_ATTRIBUTE) ? 0 : shift);
    return new DOMRect(16, this.tagName === 'P' ? top : 40, 358, 48);
  });
}

async function hydrate() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<WebFontSwitch family={FAMILY} />);
  await act(async () => {
    root = hydrateRoot(container, <WebFontSwitch family={FAMILY} />);
  });
  // The font is requested in a task after the commit's.
  await act(() => new Promise((resolve) => setTimeout(resolve)));
}

/** A scroll, then the pause after which the switch tries again. */
async function scrollAndSettle() {
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 250));
  });
}

beforeEach(() => {
  mockPathname = '/Nosotros';
  html.setAttribute(FONT_DEFERRED_ATTRIBUTE, '');
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  load.mockReset().mockResolvedValue([{}]);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  jest.restoreAllMocks();
  html.removeAttribute(FONT_DEFERRED_ATTRIBUTE);
  delete (document as { fonts?: unknown }).fonts;
  window.name = '';
});

test('the pre-rendered page keeps the stand-in font: the switch renders nothing, loads and lifts nothing', () => {
  expect(renderToString(<WebFontSwitch family={FAMILY} />)).toBe('');
  expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
  expect(load).not.toHaveBeenCalled();
});

test('once hydrated, it loads the web font and switches the text to it when no line moves', async () => {
  layOut(0);
  await hydrate();
  expect(load).toHaveBeenCalledWith(`1em ${FAMILY}`);
  expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
});

test('a switch that would move text on screen is held back, and made at the next page the visitor opens', async () => {
  layOut(32);
  await hydrate();
  expect(load).toHaveBeenCalledTimes(1);
  expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);

  mockPathname = '/Servicios';
  await act(async () => {
    root!.render(<WebFontSwitch family={FAMILY} />);
  });
  expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a switch held back is tried again once the visitor stops scrolling, and made when nothing would move', async () => {
  layOut(32);
  await hydrate();
  expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);

  // Still on the opening band: the paragraph would still move.
  await scrollAndSettle();
  expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);

  // Scrolled past it: the browser's scroll anchoring keeps what is on screen in place.
  layOut(0);
  await scrollAndSettle();
  expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
});

test('what moves off screen does not hold the font back', async () => {
  layOut(32, window.innerHeight + 200);
  await hydrate();
  expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
});

test('a move under 3 px, which the browser does not report, does not hold the font back', async () => {
  layOut(2.5);
  await hydrate();
  expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
});

test('nor does a move whose layout shift rounds to 0', async () => {
  layOut(8); // a 358 × 48 px paragraph 8 px down in a 1024 × 768 window: 0.0002
  await hydrate();
  expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
});

test('a font file that fails to load leaves the stand-in, even on the next page', async () => {
  layOut(0);
  load.mockRejectedValue(new DOMException('network', 'NetworkError'));
  await hydrate();
  mockPathname = '/Servicios';
  await act(async () => {
    root!.render(<WebFontSwitch family={FAMILY} />);
  });
  expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
});

test('a browser without the font loading API switches at once, as before', async () => {
  delete (document as { fonts?: unknown }).fonts;
  layOut(32);
  await hydrate();
  expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
});

test('once the file is in, the tab is named for it, even where the switch is held back', async () => {
  layOut(32);
  await hydrate();
  expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
  expect(window.name).toBe(FONT_IN_TAB);
});

test('a file that failed to load names nothing, and a name the tab already had is kept', async () => {
  load.mockResolvedValue([]);
  layOut(0);
  await hydrate();
  expect(window.name).toBe('');
  expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);

  act(() => root?.unmount());
  window.name = 'ventana-de-otra-aplicacion';
  load.mockResolvedValue([{}]);
  await hydrate();
  expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
  expect(window.name).toBe('ventana-de-otra-aplicacion');
});
