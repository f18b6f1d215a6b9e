// The tag field (issue #30, item 7: "the ask form turns a half-typed tag into a tag on Enter instead of picking the
// suggestion"): Enter adds the suggestion, and the name as typed only when nothing is suggested.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFrame, stubApi } from '@/test/render';
import { TagPicker } from './tag-picker';

function Harness({ onChange }: { onChange: (tags: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <TagPicker
      value={value}
      max={5}
      onChange={(tags) => {
        setValue(tags);
        onChange(tags);
      }}
    />
  );
}

const tag = (name: string) => ({ id: name.length, name, slug: name });

function suggesting(names: string[]) {
  stubApi((call) =>
    call.path.includes('search') && call.path.includes('tags')
      ? [
          200,
          {
            data: names.map(tag),
            meta: { pagination: { page: { current: 0, count: 1 }, total: names.length } },
          },
        ]
      : undefined,
  );
}

async function typeAndEnter(text: string, waitForList: boolean) {
  const input = screen.getByRole('combobox');
  fireEvent.change(input, { target: { value: text } });
  if (waitForList) await screen.findByRole('listbox', {}, { timeout: 3000 });
  else await new Promise((resolve) => setTimeout(resolve, 400));
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('the tag field', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Enter on a half-typed name adds the first suggestion, not the fragment', async () => {
    suggesting(['kubernetes', 'kubectl']);
    const onChange = vi.fn();
    renderWithFrame(<Harness onChange={onChange} />);
    await typeAndEnter('kube', true);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['kubernetes']));
  });

  it('Enter adds the suggestion named exactly as typed, or the one the arrows chose', async () => {
    suggesting(['kubernetes', 'kubectl']);
    const onChange = vi.fn();
    renderWithFrame(<Harness onChange={onChange} />);
    await typeAndEnter('KUBECTL', true);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['kubectl']));
  });

  it('with nothing suggested, Enter adds the name as typed', async () => {
    suggesting([]);
    const onChange = vi.fn();
    renderWithFrame(<Harness onChange={onChange} />);
    await typeAndEnter('homelab', false);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['homelab']));
  });
});
