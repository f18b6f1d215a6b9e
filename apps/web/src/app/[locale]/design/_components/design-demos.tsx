'use client';
// Interactive demos of the /design page: dialog, toasts and a button walking through its states.
import { BUTTON_STATES, type ButtonState } from '@reef/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useToast } from '@/components/ui/toast/toast-provider';
import styles from '../design.module.css';

/** Opens the modal dialog. */
export function DialogDemo() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        Open dialog
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title="A modal dialog">
        <p>The close button, the Escape key (cancel event) and the button below close it.</p>
        <Button onClick={() => setIsOpen(false)}>Got it</Button>
      </Dialog>
    </>
  );
}

/** Shows one toast of each type. */
export function ToastDemo() {
  const { showToast } = useToast();
  return (
    <div className={styles.row}>
      <Button variant="secondary" onClick={() => showToast('Saved your changes.', { type: 'success' })}>
        Success toast
      </Button>
      <Button variant="secondary" onClick={() => showToast('Could not save.', { type: 'error' })}>
        Error toast
      </Button>
      <Button variant="secondary" onClick={() => showToast('Heads up: this is info.', { type: 'anything' })}>
        Info toast
      </Button>
    </div>
  );
}

/** A button whose state is chosen with a select, to try that blocked states ignore clicks and keys. */
export function ButtonStateDemo() {
  const [state, setState] = useState<ButtonState>('default');
  const [clicks, setClicks] = useState(0);
  return (
    <div className={styles.row}>
      <label className={styles.field}>
        State
        <select value={state} onChange={(event) => setState(event.target.value as ButtonState)}>
          {BUTTON_STATES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <Button state={state} onClick={() => setClicks((count) => count + 1)}>
        Click me
      </Button>
      <output aria-live="polite">Clicked {clicks} times</output>
    </div>
  );
}
