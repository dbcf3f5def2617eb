import { timings } from '@/config/timings';
import { useToast } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Renders the toast store; F8 focuses the viewport and a 50 px swipe right dismisses (Radix). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      duration={timings.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={timings.toastSwipeThresholdPx}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
