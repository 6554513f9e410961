// When a public-transport trip leaves: "now" (the form follows the clock until the user picks a date or a
// time) or the date and time picked, checked field by field before anything is sent or saved. A date before
// today or more than a year ahead is questioned in the page once before it is planned with.
import type { MapState, PtOptions } from '../../src/shared/protocol/messages';
import { singaporeNow } from '../common/format';
import type { FormView } from './formView';
import { type DateConcern, dateConcern, pickerDate, type PtField, validatePtForm } from './ptForm';

export class Departure {
  /** The user typed a date or time; otherwise every pt request leaves now. */
  private typed = false;
  /** The far date (MM-DD-YYYY) the user chose to plan with anyway: not questioned again. */
  private confirmed: string | undefined;

  constructor(private readonly form: FormView) {}

  /** The form's public-transport fields as the state has them. */
  show(pt: MapState['pt']): void {
    this.typed = pt.departAt !== undefined;
    this.form.hideConfirm();
    const when = pt.departAt ?? singaporeNow();
    this.form.setPt({
      date: pickerDate(when.date),
      time: when.time,
      mode: pt.mode,
      maxWalkDistance: String(pt.maxWalkDistance),
      numItineraries: String(pt.numItineraries),
    });
    this.form.markPt({});
  }

  /** Brings "now" up to date, unless the user chose a time. */
  refresh(): void {
    if (!this.typed) this.showWhen(singaporeNow());
  }

  private showWhen(when: { date: string; time: string }): void {
    this.form.setWhen({ date: pickerDate(when.date), time: when.time });
  }

  /** A field was edited: the state's options when every field is valid (a field being corrected stays in the form alone). */
  edited(field: PtField): MapState['pt'] | undefined {
    const result = validatePtForm(this.form.readPt());
    this.form.markPt(result.ok ? {} : result.errors, field);
    if (field === 'date' || field === 'time') this.typed = true;
    if (field === 'date') this.form.hideConfirm();
    if (!result.ok) return undefined;
    const { mode, maxWalkDistance, numItineraries, date, time } = result.value;
    return { mode, maxWalkDistance, numItineraries, ...(this.typed ? { departAt: { date, time } } : {}) };
  }

  leaveNow(): void {
    this.typed = false;
    this.form.hideConfirm();
    this.showWhen(singaporeNow());
    this.form.markPt({}, 'date');
    this.form.markPt({}, 'time');
  }

  /**
   * The options to plan with; undefined with the invalid fields marked and the first focused; or 'confirm'
   * while the page asks whether a far date is meant (its "Plan anyway" plans again).
   */
  options(): PtOptions | 'confirm' | undefined {
    this.refresh();
    const result = validatePtForm(this.form.readPt());
    this.form.markPt(result.ok ? {} : result.errors);
    if (!result.ok) {
      this.form.hideConfirm();
      this.form.focusFirstInvalid();
      return undefined;
    }
    const { date } = result.value;
    const concern = dateConcern(date, singaporeNow().date);
    if (concern && this.confirmed !== date) {
      this.form.askToConfirm(question(date, concern), (planAnyway) => {
        if (planAnyway) this.confirmed = date;
      });
      return 'confirm';
    }
    this.form.hideConfirm();
    return result.value;
  }
}

/** "30 November 2020 is in the past. Plan for that day anyway?", the date in the user's own words. */
function question(date: string, concern: DateConcern): string {
  const [month, day, year] = date.split('-').map(Number) as [number, number, number];
  // The day as a calendar day: formatted at UTC so no time zone moves it to the day before.
  const shown = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
  const when = concern === 'past' ? 'is in the past' : 'is more than a year ahead';
  return `${shown} ${when}. Plan for that day anyway?`;
}
