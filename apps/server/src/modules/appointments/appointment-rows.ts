import type { Db } from '../../db/client';
import type { appointments } from '../../db/schema';

// The appointments table's row types, below every repository of the module that reads or writes it.

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;
/** The database handle a step runs on: the pool, or the transaction (or savepoint) it belongs to. */
export type Executor = Db;
