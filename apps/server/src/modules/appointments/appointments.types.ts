/** The visit types other modules read by: the staff desk, the owner's setup (closures) and the calendar feeds. */
export type { AppointmentRow } from './appointment-rows';
export type { AttendanceMark } from './desk/clinic-desk';
export type { DoctorCalendarVisitRow } from './desk/doctor-calendar.repository';
export type { TimeBlockRow } from './desk/time-blocks.repository';
