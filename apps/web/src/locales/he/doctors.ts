import type { doctors as en } from '../en/doctors';

export const doctors: typeof en = {
  title: 'הרופאים שלנו',
  subtitle: 'הכירו את הרופאים והמומחים שמטפלים בכם במרפאות שלנו.',
  loading: 'טוען רופאים…',
  empty: 'לא נמצאו רופאים',
  failed: 'טעינת הרופאים נכשלה. אנא נסו שוב מאוחר יותר.',
  invalidData: 'התקבלו נתונים לא תקינים מהשרת',
  doctorFallback: 'רופא',
  teamId: 'מספר צוות: {{id}}',
  viewProfile: 'לפרופיל',
  viewProfileLabel: 'לפרופיל: {{name}}',
  detail: {
    back: 'חזרה לרופאים',
    loading: 'טוען רופא…',
    failed: 'טעינת פרטי הרופא נכשלה. אנא נסו שוב מאוחר יותר.',
    notFound: 'הרופא לא נמצא.',
    specialty: 'התמחות',
    about: 'אודות',
    experience: 'ניסיון',
    experienceYears: '{{count}} שנים',
    education: 'השכלה',
    clinics: 'איפה אפשר למצוא אותי',
    noClinics: 'הרופא אינו מקבל כרגע מטופלים באף סניף.',
  },
};
