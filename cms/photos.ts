// Every picture the staff upload in the CMS passes through here before Decap sees it, in an entry and on the
// media page alike: a photo becomes a clean master (orientation applied to the pixels, no EXIF, XMP or IPTC
// left, longest side at most MASTER_LONG_SIDE, never enlarged, JPEG), so that neither the phone's original nor
// the place where it was taken ever reaches the repository. A HEIC file or anything else the site cannot
// publish is refused with a Spanish explanation, and nothing is saved. Decap's own media_processing resizes to
// exact sizes (small images enlarged) and passes HEIC through; hence this.
import { DRAWING_MAX_BYTES, MASTER_LONG_SIDE, MASTER_QUALITY, UPLOAD_MAX_BYTES } from '../lib/photos';
import { photoMessages } from './locale';

type Kind = 'photo' | 'svg' | 'heic' | 'unknown';

/** The kind of a file by its first bytes, whatever its name or type says. */
async function kindOf(file: File): Promise<Kind> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const text = new TextDecoder('latin1').decode(head);
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'photo';
  if (text.startsWith('\x89PNG') || (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP')) return 'photo';
  if (text.slice(4, 8) === 'ftyp') return /avi[fs]/.test(text.slice(8, 32)) ? 'photo' : 'heic';
  if (/\.svg$/i.test(file.name) && /<svg|<\?xml/.test(text)) return 'svg';
  return /\.hei[cf]$/i.test(file.name) ? 'heic' : 'unknown';
}

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',');

/** Draws the photo upright at its capped size onto white (a transparent PNG gets a white background). */
async function cleanMaster(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, MASTER_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', MASTER_QUALITY));
  if (!jpeg) throw new Error('canvas.toBlob returned nothing');
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;
  return new File([jpeg], name, { type: 'image/jpeg', lastModified: Date.now() });
}

/** The file to save instead of `file`, or the reason it cannot be saved. */
async function prepare(file: File): Promise<File | string> {
  const name = file.name;
  const kind = await kindOf(file);
  if (kind === 'heic') return fill(photoMessages.heic, { name });
  if (kind === 'unknown') return fill(photoMessages.unknown, { name });
  if (kind === 'svg') {
    return file.size <= DRAWING_MAX_BYTES
      ? file
      : fill(photoMessages.drawingTooLarge, {
          name,
          size: Math.round(file.size / 1024),
          max: DRAWING_MAX_BYTES / 1024,
        });
  }
  if (file.size > UPLOAD_MAX_BYTES)
    return fill(photoMessages.tooLarge, { name, size: megabytes(file.size), max: UPLOAD_MAX_BYTES / 1024 / 1024 });
  try {
    return await cleanMaster(file);
  } catch {
    return fill(photoMessages.unreadable, { name });
  }
}

/** A modal message over the CMS (and over its media library), closed by its button or Escape. */
function explain(reasons: string[]) {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'foto-rechazada-titulo');
  Object.assign(dialog.style, {
    maxWidth: '34rem',
    padding: '1.5rem',
    border: '0',
    borderRadius: '12px',
    font: '16px/1.5 system-ui, sans-serif',
    color: '#0b1b33',
    boxShadow: '0 24px 48px rgba(6, 18, 36, 0.35)',
  });
  const title = document.createElement('h2');
  title.id = 'foto-rechazada-titulo';
  title.textContent = photoMessages.title;
  Object.assign(title.style, { margin: '0 0 0.75rem', fontSize: '1.25rem' });
  dialog.append(title);
  for (const reason of reasons) {
    const paragraph = document.createElement('p');
    paragraph.textContent = reason;
    dialog.append(paragraph);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = photoMessages.close;
  Object.assign(close.style, {
    marginTop: '0.5rem',
    padding: '0.5rem 1.25rem',
    border: '0',
    borderRadius: '8px',
    background: '#0b1b33',
    color: '#ffffff',
    font: 'inherit',
    cursor: 'pointer',
  });
  close.addEventListener('click', () => dialog.close());
  dialog.append(close);
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}

/** The change events this module dispatches itself, with the cleaned files: let through to Decap. */
const cleaned = new WeakSet<Event>();

async function onFilesChosen(input: HTMLInputElement) {
  const results = await Promise.all([...input.files!].map(prepare));
  const reasons = results.filter((result): result is string => typeof result === 'string');
  if (reasons.length > 0) {
    input.value = '';
    explain(reasons);
    return;
  }
  const transfer = new DataTransfer();
  for (const file of results as File[]) transfer.items.add(file);
  input.files = transfer.files;
  const event = new Event('change', { bubbles: true });
  cleaned.add(event);
  input.dispatchEvent(event);
}

// Capture on the window: before React's listener on the CMS's root sees the original files.
window.addEventListener(
  'change',
  (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || cleaned.has(event)) return;
    if (!input.files || input.files.length === 0) return;
    event.stopImmediatePropagation();
    void onFilesChosen(input);
  },
  true,
);
