// When a public-transport trip leaves: "now" (the form follows the clock until the user types a date or a
// time) or the date and time typed, checked field by field before anything is sent or saved.
import type { MapState, PtOptions } from '../src/shared/protocol/messages';
import { singaporeNow } from './format';
import type { FormView } from './formView';
import { type PtField, validatePtForm } from './ptForm';

export class Departure {
  /** The user typed a date or time; otherwise every pt request leaves now. */
  private typed = false;

  constructor(private readonly form: FormView) {}

  /** The form's public-transport fields as the state has them. */
  show(pt: MapState['pt']): void {
    this.typed = pt.departAt !== undefined;
    this.form.setPt({
      ...(pt.departAt ?? singaporeNow()),
      mode: pt.mode,
      maxWalkDistance: String(pt.maxWalkDistance),
      numItineraries: String(pt.numItineraries),
    });
    this.form.markPt({});
  }

  /** Brings "now" up to date, unless the user chose a time. */
  refresh(): void {
    if (!this.typed) this.form.setWhen(singaporeNow());
  }

  /** A field was edited: the state's options when every field is valid (a field being corrected stays in the form alone). */
  edited(field: PtField): MapState['pt'] | undefined {
    const result = validatePtForm(this.form.readPt());
    this.form.markPt(result.ok ? {} : result.errors, field);
    if (field === 'date' || field === 'time') this.typed = true;
    if (!result.ok) return undefined;
    const { mode, maxWalkDistance, numItineraries, date, time } = result.value;
    return { mode, maxWalkDistance, numItineraries, ...(this.typed ? { departAt: { date, time } } : {}) };
  }

  leaveNow(): void {
    this.typed = false;
    this.form.setWhen(singaporeNow());
    this.form.markPt({}, 'date');
    this.form.markPt({}, 'time');
  }

  /** The options to plan with, or undefined with the invalid fields marked and the first focused. */
  options(): PtOptions | undefined {
    this.refresh();
    const result = validatePtForm(this.form.readPt());
    this.form.markPt(result.ok ? {} : result.errors);
    if (result.ok) return result.value;
    this.form.focusFirstInvalid();
    return undefined;
  }
}
