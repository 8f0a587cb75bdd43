import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { WebFontSwitch } from '@/components/layout/WebFontSwitch';
import { FONT_DEFERRED_ATTRIBUTE } from '@/lib/paintFirst';

const html = document.documentElement;

afterEach(() => html.removeAttribute(FONT_DEFERRED_ATTRIBUTE));

test('the pre-rendered page keeps the stand-in font: the switch renders nothing and lifts nothing', () => {
  html.setAttribute(FONT_DEFERRED_ATTRIBUTE, '');
  expect(renderToString(<WebFontSwitch />)).toBe('');
  expect(html).toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
});

test('once hydrated, the page switches its text to the web font', async () => {
  html.setAttribute(FONT_DEFERRED_ATTRIBUTE, '');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<WebFontSwitch />);
  await act(async () => {
    hydrateRoot(container, <WebFontSwitch />);
  });
  expect(html).not.toHaveAttribute(FONT_DEFERRED_ATTRIBUTE);
});
