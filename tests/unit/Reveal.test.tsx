import { act, render, screen } from '@testing-library/react';

import { Reveal, REVEAL_THRESHOLD } from '@/components/motion/Reveal';

/** A stand-in IntersectionObserver that reports what the test says is in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** What the browser does once the element crosses the observer's threshold on its way into view. */
  enterView() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const VIEWPORT = 800;
const HEIGHT = 1000;

/** Places the gallery so that `visible` pixels of its 1000 px show at the bottom of an 800 px viewport. */
function renderWithVisiblePart(visible: number, reducedMotion = false) {
  Object.defineProperty(window, 'innerHeight', { value: VIEWPORT, configurable: true });
  window.matchMedia = jest.fn().mockReturnValue({ matches: reducedMotion }) as unknown as typeof window.matchMedia;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: VIEWPORT - visible,
    bottom: VIEWPORT - visible + HEIGHT,
    height: HEIGHT,
  } as DOMRect);
  render(
    <Reveal>
      <p>Galería</p>
    </Reveal>,
  );
  return screen.getByText('Galería').parentElement!;
}

describe('Reveal', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => jest.restoreAllMocks());

  it('hides a gallery below the fold and asks the browser to show it once 10 % of it is in view', () => {
    const gallery = renderWithVisiblePart(0);
    expect(gallery).toHaveAttribute('data-reveal', 'hidden');
    const [observer] = FakeObserver.instances;
    expect(observer!.options.threshold).toBe(REVEAL_THRESHOLD);
    expect(REVEAL_THRESHOLD).toBe(0.1);

    observer!.enterView();
    expect(gallery).toHaveAttribute('data-reveal', 'visible');
    expect(observer!.disconnected).toBe(true);
  });

  it('leaves a gallery that already shows 10 % on screen as it is, without watching it', () => {
    const gallery = renderWithVisiblePart(HEIGHT * REVEAL_THRESHOLD);
    expect(gallery).toHaveAttribute('data-reveal', 'static');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('hides a gallery with only 9 % on screen until it reaches 10 %', () => {
    expect(renderWithVisiblePart(HEIGHT * 0.09)).toHaveAttribute('data-reveal', 'hidden');
  });

  it('never hides anything when the visitor prefers reduced motion', () => {
    const gallery = renderWithVisiblePart(0, true);
    expect(gallery).toHaveAttribute('data-reveal', 'static');
    expect(FakeObserver.instances).toHaveLength(0);
  });
});
