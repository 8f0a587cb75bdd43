import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';

// The content loader reads image files (image-size decodes them with TextDecoder), which jsdom lacks.
Object.assign(globalThis, { TextDecoder, TextEncoder });
