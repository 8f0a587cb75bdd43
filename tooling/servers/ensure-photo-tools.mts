// The photo tests make their fixtures with Debian's tools: exiftool (GPS position, camera, orientation) and
// heif-enc (an iPhone's HEIC). Installed when running as root with apt; otherwise one instruction.
import { installDebianPackages, isExecutable } from './debian-packages.mts';

export const EXIFTOOL = '/usr/bin/exiftool';
export const HEIF_ENC = '/usr/bin/heif-enc';

if (process.argv[1] === import.meta.filename && !(isExecutable(EXIFTOOL) && isExecutable(HEIF_ENC))) {
  installDebianPackages(
    ['libimage-exiftool-perl', 'libheif-examples'],
    'The photo tests need exiftool and heif-enc: install them with `sudo apt-get install libimage-exiftool-perl libheif-examples`.',
  );
}
