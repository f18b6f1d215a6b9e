'use client';
// Toast notifications (spec: community-app §3, §4, §9): success, error, anything else is info; 2 s by default.
import { TOAST_DURATION_MS, toToastType, type ToastType } from '@reef/core';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon } from '@/components/ui/icon/icon';
import styles from './toasts.module.css';

/** One toast on screen. */
export type Toast = { id: string; content: ReactNode; type: ToastType };

/** What `useToast()` returns. */
export type ToastApi = {
  /** Shows a toast for `durationMs` (2 s by default); returns its id. */
  showToast: (content: ReactNode, options?: { type?: string; durationMs?: number; id?: string }) => string;
  dismissToast: (id: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

let counter = 0;

/** The names of the toasts' region and of each toast's dismiss button (the `toast` messages of `common`). */
export type ToastLabels = { region: string; dismiss: string };

const ENGLISH_LABELS: ToastLabels = { region: 'Messages', dismiss: 'Dismiss' };

/** Holds the toasts and renders their fixed container; `labels` in the page's language (English without them). */
export function ToastProvider({
  children,
  labels = ENGLISH_LABELS,
}: {
  children: ReactNode;
  labels?: ToastLabels;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismissToast = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback<ToastApi['showToast']>(
    (content, options = {}) => {
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      const toast: Toast = { id, content, type: toToastType(options.type) };
      setToasts((list) => [...list.filter((item) => item.id !== id), toast]);
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_DURATION_MS),
      );
      return id;
    },
    [dismissToast],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.container} role="region" aria-label={labels.region}>
        <div role="status" aria-live="polite" className={styles.stack}>
          {toasts
            .filter((toast) => toast.type !== 'error')
            .map((toast) => (
              <ToastItem
                key={toast.id}
                toast={toast}
                onDismiss={dismissToast}
                dismissLabel={labels.dismiss}
              />
            ))}
        </div>
        <div role="alert" aria-live="assertive" className={styles.stack}>
          {toasts
            .filter((toast) => toast.type === 'error')
            .map((toast) => (
              <ToastItem
                key={toast.id}
                toast={toast}
                onDismiss={dismissToast}
                dismissLabel={labels.dismiss}
              />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: Toast;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}) {
  const icon = toast.type === 'success' ? 'check' : toast.type === 'error' ? 'alert' : 'info';
  return (
    <div className={`${styles.toast} ${styles[toast.type]}`} data-type={toast.type}>
      <Icon name={icon} size={18} />
      <div className={styles.content}>{toast.content}</div>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => onDismiss(toast.id)}
        aria-label={dismissLabel}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/** Shows and dismisses toasts; throws outside ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
