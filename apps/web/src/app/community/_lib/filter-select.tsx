// A labelled select of the community's filter forms (tutorial search, a member's contributions).
import controls from '../list-controls.module.css';

/**
 * `label` above a select named `name`: first an option with the empty value when `any` names it ("Any kind"),
 * then `options` as [value, text] pairs.
 */
export function FilterSelect({
  label,
  name,
  defaultValue,
  any,
  options,
}: {
  label: string;
  name: string;
  defaultValue: string;
  any?: string;
  options: readonly (readonly [value: string, text: string])[];
}) {
  return (
    <label className={controls.field}>
      {label}
      <select name={name} defaultValue={defaultValue}>
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
