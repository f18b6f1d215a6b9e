import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DeviceWidthPicker,
  PREVIEW_DEVICES,
  PreviewFrame,
  previewScale,
  previewWidth,
  type PreviewDevice,
} from './preview-frame';

function Harness() {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [isFitted, setIsFitted] = useState(false);
  return (
    <>
      <DeviceWidthPicker
        value={device}
        onChange={setDevice}
        isFitted={isFitted}
        onFittedChange={setIsFitted}
      />
      <PreviewFrame width={previewWidth(device)} isFitted={isFitted} label={`Preview at ${device} width`}>
        <h1>Previewed page</h1>
      </PreviewFrame>
    </>
  );
}

describe('the static page preview ("the editor\'s preview shows the page at the chosen device width")', () => {
  it('offers phone 375, tablet 768 and desktop 1280 as labelled radio buttons in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Preview width' })).toBeTruthy();
    expect(PREVIEW_DEVICES.map((device) => device.width)).toEqual([375, 768, 1280]);
    for (const label of ['Phone (375 px)', 'Tablet (768 px)', 'Desktop (1280 px)'])
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Desktop (1280 px)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('draws the frame at the chosen width: choosing Phone makes it 375 px wide', () => {
    const { container } = render(<Harness />);
    const frame = () => container.querySelector('iframe')!;
    expect(frame().getAttribute('width')).toBe('1280');
    fireEvent.click(screen.getByRole('radio', { name: 'Phone (375 px)' }));
    expect((screen.getByRole('radio', { name: 'Phone (375 px)' }) as HTMLInputElement).checked).toBe(true);
    expect(frame().getAttribute('width')).toBe('375');
    expect(frame().style.width).toBe('375px');
    expect(frame().getAttribute('title')).toBe('Preview at phone width');
    fireEvent.click(screen.getByRole('radio', { name: 'Tablet (768 px)' }));
    expect(frame().getAttribute('width')).toBe('768');
  });

  it('shrinks a page wider than the pane only when asked to fit, never a page that fits', () => {
    expect(previewScale(1280, 640, true)).toBe(0.5);
    expect(previewScale(1280, 640, false)).toBe(1);
    expect(previewScale(375, 640, true)).toBe(1);
    expect(previewScale(768, 0, true)).toBe(1);
  });
});
