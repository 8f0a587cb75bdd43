// next/navigation in the CMS's preview (cms/build.ts): no router there; the page shown is the one being edited.
export const usePathname = (): string => '/';
export const useRouter = () => ({ push: () => {}, replace: () => {}, prefetch: () => {}, back: () => {} });
export function notFound(): never {
  throw new Error('cms/preview: no such page.');
}
