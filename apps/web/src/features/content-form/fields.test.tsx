// The language a member writes a tutorial in (issue #31: "tutorials, questions and answers may be written in any of
// the nine"): the community editor's Language select.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageField, MemberField } from './fields';

describe('the Language field of the content forms', () => {
  it('offers the nine languages, each named in its own language and marked with it, and reports the one picked', async () => {
    const onChange = vi.fn();
    render(<LanguageField Field={MemberField} formId="tutorial" value="en" onChange={onChange} />);
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['de', 'Deutsch', 'de'],
      ['es', 'Español', 'es'],
      ['id', 'Bahasa Indonesia', 'id'],
      ['pt', 'Português', 'pt'],
      ['ru', 'Русский', 'ru'],
      ['fr', 'Français', 'fr'],
      ['ja', '日本語', 'ja'],
      ['zh', '中文', 'zh'],
    ]);
    await userEvent.selectOptions(select, 'ja');
    expect(onChange).toHaveBeenCalledWith('ja');
  });
});
