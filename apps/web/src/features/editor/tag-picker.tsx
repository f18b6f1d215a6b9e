'use client';
// Choose tags by name with suggestions from the tag search (static-content `/v1/search/tags`). A combobox:
// arrows move through suggestions, Enter picks the chosen or best one (the typed name only when none is suggested),
// Backspace on an empty field removes the last.
import { searchTags, type TagPage } from '@reef/client';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { FieldNote } from './field-note';
import { englishTagWords, type TagWords } from './tag-words';
import styles from './tag-picker.module.css';

const SEARCH_DELAY_MS = 200;

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{${name}}`).join(String(value)),
    template,
  );

/** Inputs of TagPicker: chosen tag names, a maximum, and an optional error. */
export type TagPickerProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  max: number;
  error?: string;
  label?: string;
  /** What the picker says, in the page's language (English when not given). */
  words?: TagWords;
};

/** The tag field of the question and tutorial forms. */
export function TagPicker({
  value,
  onChange,
  max,
  error,
  words,
  label = words?.label ?? 'Tags',
}: TagPickerProps) {
  const w = words ?? englishTagWords(label);
  const { apiUrl } = useRuntimeConfig();
  const id = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<TagPage['data']>([]);
  const [active, setActive] = useState(-1);
  const [isOpen, setIsOpen] = useState(false);
  const isFull = value.length >= max;

  useEffect(() => {
    const search = text.trim();
    if (!search) {
      setSuggestions([]);
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      searchTags({ baseUrl: apiUrl, timeoutMs: 5000 }, { search, per_page: 8, page: 0 }).then(
        (page) => {
          if (!isCurrent) return;
          const chosen = new Set(value.map((tag) => tag.toLowerCase()));
          setSuggestions(page.data.filter((tag) => !chosen.has(tag.name.toLowerCase())));
          setActive(-1);
          setIsOpen(true);
        },
        () => isCurrent && setSuggestions([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [text, apiUrl, value]);

  const add = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed || isFull || value.some((tag) => tag.toLowerCase() === trimmed.toLowerCase())) return;
    onChange([...value, trimmed]);
    setText('');
    setSuggestions([]);
    setIsOpen(false);
  };

  /**
   * What Enter adds (issue #30, item 7: a half-typed tag became a tag of its own): the suggestion the arrows chose;
   * else the suggestion named exactly as typed; else, while suggestions show, the best of them (the first); only with
   * none, the name as typed.
   */
  const pickedOnEnter = () => {
    const shown = isOpen ? suggestions : [];
    if (active >= 0 && shown[active]) return shown[active]!.name;
    const typed = text.trim().toLowerCase();
    return (shown.find((tag) => tag.name.toLowerCase() === typed) ?? shown[0])?.name ?? text;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' || event.key === ',') {
      if (!text.trim()) return;
      event.preventDefault();
      add(pickedOnEnter());
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    } else if (event.key === 'Backspace' && !text && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const listId = `${id}-list`;
  const showList = isOpen && suggestions.length > 0;
  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label} <span className={styles.count}>{fill(w.count, { count: value.length, max })}</span>
      </label>
      {value.length > 0 ? (
        <ul className={styles.chosen} aria-label={w.chosen}>
          {value.map((tag) => (
            <li key={tag}>
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== tag))}
                aria-label={fill(w.remove, { tag })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.field}>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          value={text}
          disabled={isFull}
          placeholder={isFull ? fill(w.full, { max }) : w.search}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={() => setTimeout(() => setIsOpen(false), 150)}
          onFocus={() => suggestions.length > 0 && setIsOpen(true)}
        />
        <ul id={listId} role="listbox" aria-label={w.suggestions} className={styles.list} hidden={!showList}>
          {suggestions.map((tag, index) => (
            <li
              key={tag.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? styles.active : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                add(tag.name);
              }}
            >
              {tag.name}
              <span className={styles.uses}>
                {fill(w.uses, { count: tag.tutorials_count + tag.questions_count })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <FieldNote id={id} kind="hint">
        {w.hint}
      </FieldNote>
      <FieldNote id={id} kind="error">
        {error}
      </FieldNote>
    </div>
  );
}
