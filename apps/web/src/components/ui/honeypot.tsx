/**
 * A form's honeypot field: invisible, out of the tab order and hidden from screen readers, so only
 * bots fill it. The server refuses a submission whose honeypot is not empty.
 */
export function Honeypot({
  name = 'website',
  value,
  onChange,
}: {
  name?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
