import { FieldError } from './fields.js';

/** A demographic question as getOmedaDemographicStream answers it (002 §3 "Demographic question"). */
export interface DemographicQuestionView {
  id: number;
  demographicType: number;
  omedaWebformText: string;
  description: string | null;
  demographicValues: ReadonlyArray<{ id: number; description: string }>;
}

/**
 * How a question is asked (002 §3: 1 single select, 2 multi select, 3 text, 5 checkbox, 6 date,
 * 7 and 8 number; unknown means text). Choices send value ids (converted to numbers by the server),
 * the others a text answer.
 */
export type DemographicControl = 'select' | 'checkboxes' | 'text' | 'date' | 'number';

export function demographicControl(type: number): DemographicControl {
  switch (type) {
    case 1:
      return 'select';
    case 2:
    case 5:
      return 'checkboxes';
    case 6:
      return 'date';
    case 7:
    case 8:
      return 'number';
    default:
      return 'text';
  }
}

/**
 * One question as a form field named `demographics.{id}`, inside `[data-demographic="{id}"]`
 * (src/site/client/registrationForm.ts collects the answers). Required questions are marked; a
 * choice question without values is asked as text, so it can still be answered.
 */
export function DemographicField({ question, required, idPrefix }: { question: DemographicQuestionView; required: boolean; idPrefix: string }) {
  const name = `demographics.${question.id}`;
  const id = `${idPrefix}-demographic-${question.id}`;
  let control = demographicControl(question.demographicType);
  if ((control === 'select' || control === 'checkboxes') && question.demographicValues.length === 0) control = 'text';
  const kind = control === 'select' || control === 'checkboxes' ? 'choice' : 'text';
  const label = question.omedaWebformText || `Question ${question.id}`;
  const help = question.description ? <p className="df-help">{question.description}</p> : null;

  if (control === 'checkboxes') {
    return (
      <fieldset className="df-field df-question" data-demographic={question.id} data-demographic-kind={kind}>
        <legend className={required ? 'df-required' : undefined}>{label}</legend>
        {help}
        {question.demographicValues.map((value) => (
          <div className="df-check" key={value.id}>
            <input id={`${id}-${value.id}`} type="checkbox" name={name} value={String(value.id)} />
            <label htmlFor={`${id}-${value.id}`}>{value.description}</label>
          </div>
        ))}
        <FieldError name={name} />
      </fieldset>
    );
  }
  return (
    <div className="df-field" data-demographic={question.id} data-demographic-kind={kind}>
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      {control === 'select' ? (
        <select id={id} name={name} required={required} defaultValue="">
          <option value="">Choose an answer</option>
          {question.demographicValues.map((value) => (
            <option key={value.id} value={String(value.id)}>
              {value.description}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={name} type={control} required={required} maxLength={control === 'text' ? 1000 : undefined} />
      )}
      {help}
      <FieldError name={name} />
    </div>
  );
}
