import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { NavbarVideo } from '@/components/layout/NavbarVideo';
import { Img } from '@/components/ui/Img';
import { REDUCED_DATA_QUERY, subscribeReducedData } from '@/lib/reducedData';

const props = {
  webm: '/media/fondo-navbar.webm',
  mp4: '/media/fondo-navbar.mp4',
  poster: <Img src="/media/fondo-navbar-poster.jpg" width={640} height={90} alt="" />,
  labels: { pause: 'Pausar el video de fondo', play: 'Reproducir el video de fondo', fallback: 'Video de fondo' },
};

/** The media queries that match in a test; every other one does not. */
let matchingQueries: string[] = [];
let play: jest.SpyInstance;

function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData, addEventListener() {}, removeEventListener() {} },
  });
}

beforeEach(() => {
  matchingQueries = [];
  setSaveData(undefined);
  window.matchMedia = jest.fn((query: string) => ({
    matches: matchingQueries.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => play.mockRestore());

describe('NavbarVideo', () => {
  it('starts the muted loop once the page has loaded, when nothing asks for less', () => {
    setSaveData(false);
    const { container } = render(<NavbarVideo {...props} />);
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector('video')).toHaveProperty('muted', true);
  });

  it.each([
    ['the browser asks to save data (Save-Data)', () => setSaveData(true)],
    ['the visitor prefers reduced data', () => matchingQueries.push('(prefers-reduced-data: reduce)')],
    ['the visitor prefers reduced motion', () => matchingQueries.push('(prefers-reduced-motion: reduce)')],
  ])('never starts the video when %s: the poster stands in, until the visitor presses play', async (_, ask) => {
    ask();
    const { container } = render(<NavbarVideo {...props} />);
    expect(play).not.toHaveBeenCalled();
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/fondo-navbar-poster.jpg');
    await userEvent.click(screen.getByRole('button', { name: props.labels.play }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector('video')).toHaveProperty('muted', true);
  });

  it('renders the poster and no video element in the HTML, whatever the visitor asked for', () => {
    const html = renderToString(<NavbarVideo {...props} />);
    expect(html).toMatch(/<img[^>]*src="\/media\/fondo-navbar-poster\.jpg"[^>]*>/);
    expect(html).not.toContain('<video');
    expect(html).toMatch(/<button[^>]*disabled=""/);
  });
});

describe('reduced-data preference', () => {
  it('listens to both the data saver and the media query, and unsubscribes the same listener', () => {
    const network = { saveData: false, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    Object.defineProperty(navigator, 'connection', { configurable: true, value: network });
    const list = { matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    window.matchMedia = jest.fn(() => list) as unknown as typeof window.matchMedia;
    const onChange = jest.fn();
    const unsubscribe = subscribeReducedData(onChange);
    expect(window.matchMedia).toHaveBeenCalledWith(REDUCED_DATA_QUERY);
    expect(network.addEventListener).toHaveBeenCalledWith('change', onChange);
    expect(list.addEventListener).toHaveBeenCalledWith('change', onChange);
    unsubscribe();
    expect(network.removeEventListener).toHaveBeenCalledWith('change', onChange);
    expect(list.removeEventListener).toHaveBeenCalledWith('change', onChange);
  });
});
