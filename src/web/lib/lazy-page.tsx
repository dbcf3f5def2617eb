import { use, type ComponentType } from 'react';

type PageModule<Props> = { default: ComponentType<Props> };

const failedLoads = new Set<() => void>();

/** Lets pages whose code failed to download try again; the error fallback's 'Try again' calls it. */
export function retryFailedPageLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * Like React.lazy, but a failed download can be retried (React.lazy remembers the failure
 * forever). The usual cause is a phone that lost its connection for a moment.
 */
export function lazyPage<Props extends object = object>(load: () => Promise<PageModule<Props>>): ComponentType<Props> {
  let Page: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;

  const start = () =>
    load().then(
      (module) => {
        Page = module.default;
      },
      (error: unknown) => {
        failedLoads.add(() => {
          pending = undefined;
        });
        throw error;
      },
    );

  function LazyPage(props: Props) {
    if (!Page) use((pending ??= start()));
    const Loaded = Page as ComponentType<Props>;
    return <Loaded {...props} />;
  }
  return LazyPage;
}
