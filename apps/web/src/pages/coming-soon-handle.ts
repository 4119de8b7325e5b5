/** Route data telling the coming-soon page which feature it stands in for. */
export interface ComingSoonHandle {
  feature: string;
}

export function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as ComingSoonHandle).feature === 'string'
  );
}
