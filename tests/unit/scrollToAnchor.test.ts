import { anchorFromHash, anchorNavigation, FIRST_TRY_MS, GIVE_UP_MS, scrollToAnchor } from '@/lib/scrollToAnchor';

describe('scrollToAnchor', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    Element.prototype.scrollIntoView = jest.fn();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => jest.useRealTimers());

  // The required 100 ms and 50 ms written out, not read from the code: these tests fail if the constants drift.
  it('first looks after 100 ms, then retries every 50 ms until the element exists', () => {
    scrollToAnchor('contacto');
    jest.advanceTimersByTime(100 + 50 * 3);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();

    const section = document.createElement('section');
    section.id = 'contacto';
    document.body.append(section);
    jest.advanceTimersByTime(49);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute('tabindex')).toBe('-1');
  });

  it('does not scroll before 100 ms even if the element is there', () => {
    document.body.innerHTML = '<div id="domotic-contact"></div>';
    scrollToAnchor('domotic-contact');
    jest.advanceTimersByTime(99);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('jumps without animation under reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    document.body.innerHTML = '<div id="contacto"></div>';
    scrollToAnchor('contacto');
    jest.advanceTimersByTime(FIRST_TRY_MS);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('gives up after a while and can be cancelled', () => {
    scrollToAnchor('no-existe');
    jest.advanceTimersByTime(GIVE_UP_MS + 1000);
    expect(jest.getTimerCount()).toBe(0);

    const cancel = scrollToAnchor('tarde');
    cancel();
    document.body.innerHTML = '<div id="tarde"></div>';
    jest.advanceTimersByTime(FIRST_TRY_MS * 2);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('anchorFromHash', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#contacto', 'contacto'],
    ['#domotic-contact', 'domotic-contact'],
    ['#se%C3%B1al', 'señal'],
    ['#%E0%A4%A', '%E0%A4%A'],
  ])('%j → %j', (hash, expected) => {
    expect(anchorFromHash(hash)).toBe(expected);
  });
});

describe('anchorNavigation', () => {
  const here = { href: 'https://sitio.example/Nosotros', origin: 'https://sitio.example', pathname: '/Nosotros' };

  it('glides on this page to a section of this page', () => {
    expect(anchorNavigation('https://sitio.example/Nosotros#mision', here)).toEqual({
      kind: 'samePage',
      id: 'mision',
      hash: '#mision',
    });
    expect(anchorNavigation('#contenido', here)).toEqual({ kind: 'samePage', id: 'contenido', hash: '#contenido' });
  });

  it('opens another page of the site first, keeping its query and fragment', () => {
    expect(anchorNavigation('/#contacto', here)).toEqual({ kind: 'otherPage', href: '/#contacto' });
    expect(anchorNavigation('/Servicios?categoria=domotica#catalogo', here)).toEqual({
      kind: 'otherPage',
      href: '/Servicios?categoria=domotica#catalogo',
    });
  });

  it('leaves links without a fragment, to other sites or malformed to the browser', () => {
    expect(anchorNavigation('/Partners', here)).toBeNull();
    expect(anchorNavigation('/#', here)).toBeNull();
    expect(anchorNavigation('https://otro.example/#contacto', here)).toBeNull();
    expect(anchorNavigation('https://[::1', here)).toBeNull();
  });
});
