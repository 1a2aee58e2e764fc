// The Spanish words of increases, notices and collection reminders (docs/rentals.md). Each refusal
// that comes from the law cites its article. Pure.

import { formatPercent, formatPrice } from '../../format';
import { dayInWords } from '../owner-report';

const day = (d: string) => dayInWords(d, true);

export const INCREASE_MESSAGES = {
  tooEarly: (earliest: string) =>
    `Ley 820 de 2003, artículo 20: el canon solo puede incrementarse cuando se cumplan doce meses de ejecución del contrato con el mismo canon; el próximo incremento puede regir desde el ${day(earliest)}`,
  ipcNotRecorded: (year: string) =>
    `Ley 820 de 2003, artículo 20: el incremento no puede superar el IPC del año calendario anterior, y el IPC de ${year} aún no está registrado. Regístralo en Configuración > Arriendos cuando el DANE lo publique`,
  aboveIpc: (percent: number, year: string, ipc: number) =>
    `Ley 820 de 2003, artículo 20: el incremento (${formatPercent(percent)}) no puede superar el IPC de ${year} (${formatPercent(ipc)})`,
  aboveCommercialValue: (rent: number, cap: number) =>
    `Ley 820 de 2003, artículo 18: el canon no puede superar el 1 % del valor comercial del inmueble; con este incremento sería ${formatPrice(rent)} y el máximo es ${formatPrice(cap)}`,
  notPeriodStart: (next: string) =>
    `El incremento rige desde el inicio de un periodo del contrato (el día en que empieza cada mes del arriendo); el siguiente empieza el ${day(next)}`,
  pastDate:
    'Ley 820 de 2003, artículo 20: el arrendatario debe conocer el incremento y la fecha en que rige antes de que se aplique; la fecha no puede ser anterior a hoy',
  periodCharged: (period: string) =>
    `El periodo que empieza el ${day(period)} ya tiene su cobro con el canon anterior: el incremento debe regir desde un periodo aún sin cobrar`,
  afterTermination: 'El contrato está terminado: no admite incrementos',
  concurrent: 'Otro incremento se registró al mismo tiempo: recarga el contrato y revisa el canon vigente',
  applied: 'Incremento aplicado y notificado al arrendatario',
  appliedNoEmail:
    'Incremento aplicado. El arrendatario no tiene email: entrégale la carta de notificación por correo certificado o personalmente',
  letterNotFound: 'Carta de incremento no encontrada',
  /** The line on the lease page. */
  summary: (percent: number, newRent: number, effectiveDate: string) =>
    `Incremento del ${formatPercent(percent)}: canon de ${formatPrice(newRent)} desde el ${day(effectiveDate)}`,
  mailSubject: 'Notificación de incremento del canon de arrendamiento',
} as const;

export const NOTICE_MESSAGES = {
  increaseDueSubject: (title: string) => `Incremento por aplicar: ${title}`,
  endingSubject: (title: string) => `Contrato por vencer: ${title}`,
  reminderSubject: 'Recordatorio de pago de su arriendo',
  reminderSummary: (balance: number) => `Recordatorio de pago: saldo ${formatPrice(balance)}`,
  endingSummary: (termEnd: string) => `Aviso al asesor: el término vence el ${day(termEnd)}`,
} as const;
