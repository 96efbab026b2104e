/**
 * The form kit of the shop and the console. `FormField` labels any control and ties its hint and
 * error to it for screen readers; the fields below are built on it, each a control of a
 * react-hook-form form (`control` and `name`, with `zodResolver` and the shared schema).
 */
export { FormField } from '../form-field';
export { LinesField, TextAreaField, TextField } from './text-fields';
export { MoneyField, NumberField } from './number-fields';
export { CheckboxField, SelectField } from './choice-fields';
export { TagsField } from './tags-field';
export { hasFieldErrors, showServerFieldErrors } from './server-errors';
