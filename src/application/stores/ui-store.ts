import { SNACKBAR_DURATION_MS, SNACKBAR_INDEFINITE_MS, type SnackbarKind, type ToastKind } from '@/domain';
import type { SchedulerLike, Subscription } from 'rxjs';
import { Store } from './store';

/** Drawers of spec §2, plus the mobile menu. */
export type DrawerKind = 'auth' | 'search' | 'cart' | 'reset' | 'navigator' | 'menu';

/** An open drawer; the navigator drawer carries a title and message (guest variant). */
export interface OpenDrawer {
  readonly kind: DrawerKind;
  readonly title?: string;
  readonly message?: string;
  /** The search drawer's words to search at once (a link such as `/?search=linen`). */
  readonly term?: string;
}

/** Dialogs opened through the store. */
export type DialogKind = 'newsletter';

/** A snackbar on screen. */
export interface Snackbar {
  readonly id: number;
  readonly kind: SnackbarKind;
  readonly text: string;
}

/** A toast on screen. */
export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

/** What the shell shows over the page. */
export interface UiState {
  readonly drawers: readonly OpenDrawer[];
  readonly dialog: DialogKind | null;
  readonly snackbars: readonly Snackbar[];
  readonly toasts: readonly Toast[];
}

/** Which drawer or dialog is open, and the snackbars and toasts with their timers. */
export class UiStore extends Store<UiState> {
  private nextId = 1;
  private readonly timers = new Map<number, Subscription>();

  constructor(private readonly scheduler: SchedulerLike) {
    super({ drawers: [], dialog: null, snackbars: [], toasts: [] });
  }

  isDrawerOpen(kind: DrawerKind): boolean {
    return this.snapshot.drawers.some((drawer) => drawer.kind === kind);
  }

  drawer$(kind: DrawerKind) {
    return this.select((state) => state.drawers.find((drawer) => drawer.kind === kind) ?? null);
  }

  openDrawer(drawer: OpenDrawer): void {
    this.update((state) => ({ drawers: [...state.drawers.filter((open) => open.kind !== drawer.kind), drawer] }));
  }

  closeDrawer(kind: DrawerKind): void {
    if (!this.isDrawerOpen(kind)) return;
    this.update((state) => ({ drawers: state.drawers.filter((open) => open.kind !== kind) }));
  }

  openDialog(dialog: DialogKind): void {
    this.update({ dialog });
  }

  closeDialog(dialog: DialogKind): void {
    if (this.snapshot.dialog === dialog) this.update({ dialog: null });
  }

  /** Shows a snackbar that closes itself after 3000 ms, or 10,000,000 ms when indefinite (spec §2). */
  showSnackbar(kind: SnackbarKind, text: string, options: { indefinite?: boolean } = {}): number {
    const id = this.nextId++;
    this.update((state) => ({ snackbars: [...state.snackbars, { id, kind, text }] }));
    this.schedule(id, options.indefinite ? SNACKBAR_INDEFINITE_MS : SNACKBAR_DURATION_MS, () => this.dismissSnackbar(id));
    return id;
  }

  dismissSnackbar(id: number): void {
    this.cancel(id);
    this.update((state) => ({ snackbars: state.snackbars.filter((snackbar) => snackbar.id !== id) }));
  }

  /** Shows a toast that stays until dismissed or the given time has passed. */
  showToast(kind: ToastKind, text: string, durationMs = SNACKBAR_DURATION_MS): number {
    const id = this.nextId++;
    this.update((state) => ({ toasts: [...state.toasts, { id, kind, text }] }));
    this.schedule(id, durationMs, () => this.dismissToast(id));
    return id;
  }

  dismissToast(id: number): void {
    this.cancel(id);
    this.update((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  }

  private schedule(id: number, delay: number, work: () => void): void {
    this.timers.set(id, this.scheduler.schedule(work, delay));
  }

  private cancel(id: number): void {
    this.timers.get(id)?.unsubscribe();
    this.timers.delete(id);
  }
}
