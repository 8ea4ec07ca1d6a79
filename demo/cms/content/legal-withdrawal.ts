import type { ContentElement } from '../types'
import type { Builder } from './builders'
import { isAustrian, type Company } from './company'
import type { Lang } from './texts'

/**
 * The information on the right of withdrawal: the statutory model text for the sale of goods
 * (Germany: Anlage 1 zu Art. 246a § 1 Abs. 2 EGBGB; Austria: Anhang I Teil A FAGG, which reads
 * the same) with the company filled in, the exception for unsealed hygiene goods, which matters
 * for food supplements, and the model withdrawal form (Anlage 2 EGBGB / Anhang I Teil B FAGG).
 */
export const withdrawalContent =
  (lang: Lang, c: Company) =>
  (b: Builder): ContentElement[] => {
    const at = isAustrian(c)
    const mail = `<a href="mailto:${c.email}">${c.email}</a>`
    const contact = `${c.name}, ${c.street}, ${c.city}, ${c.country[lang]}, ${lang === 'de' ? 'Telefon' : 'phone'} ${c.phone}, ${lang === 'de' ? 'E-Mail' : 'email'} ${mail}`
    if (lang === 'de')
      return [
        b.header('Widerrufsbelehrung', {
          subheader: 'für Verbraucherinnen und Verbraucher',
        }),
        b.text(
          'Widerrufsrecht',
          `<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p><p>Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.</p><p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${contact}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.</p><p>Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>`,
          { headerLayout: 3 },
        ),
        b.text(
          'Folgen des Widerrufs',
          '<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.</p><p>Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.</p><p>Wir tragen die Kosten der Rücksendung der Waren.</p><p>Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>',
          { headerLayout: 3 },
        ),
        b.text(
          'Ausschluss des Widerrufsrechts',
          `<p>Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde (${at ? '§ 18 Abs. 1 Z 5 FAGG' : '§ 312g Abs. 2 Nr. 3 BGB'}). Das betrifft Dosen und Packungen, deren Sicherheitssiegel geöffnet ist.</p>`,
          { headerLayout: 3 },
        ),
        b.bullets(
          'Muster-Widerrufsformular',
          [
            '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
            `An ${c.name}, ${c.street}, ${c.city}, ${c.country.de}, E-Mail: ${c.email}:`,
            'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
            'Bestellt am (*)/erhalten am (*)',
            'Name des/der Verbraucher(s)',
            'Anschrift des/der Verbraucher(s)',
            'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
            'Datum',
            '(*) Unzutreffendes streichen.',
          ],
          { headerLayout: 3, frameClass: 'box' },
        ),
        b.text(
          'Freiwilliges Rückgaberecht',
          `<p>Unabhängig vom Widerrufsrecht nehmen wir ungeöffnete Ware innerhalb von 30 Tagen nach Erhalt zurück. Schreiben Sie uns einfach an ${mail}.</p>`,
          { headerLayout: 3 },
        ),
      ]
    return [
      b.header('Right of withdrawal', { subheader: 'Information for consumers' }),
      b.text(
        'Right of withdrawal',
        `<p>You have the right to withdraw from this contract within fourteen days without giving any reason.</p><p>The withdrawal period will expire after fourteen days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods.</p><p>To exercise the right of withdrawal, you must inform us (${contact}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). You may use the attached model withdrawal form, but it is not obligatory.</p><p>To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.</p>`,
        { headerLayout: 3 },
      ),
      b.text(
        'Effects of withdrawal',
        '<p>If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.</p><p>You shall send back the goods or hand them over to us without undue delay and in any event not later than fourteen days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of fourteen days has expired.</p><p>We will bear the cost of returning the goods.</p><p>You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.</p>',
        { headerLayout: 3 },
      ),
      b.text(
        'Exclusion of the right of withdrawal',
        '<p>There is no right of withdrawal for sealed goods which are not suitable for return due to health protection or hygiene reasons if they were unsealed after delivery (§ 312g(2) no. 3 BGB). This applies to jars and packs whose safety seal has been opened.</p>',
        { headerLayout: 3 },
      ),
      b.bullets(
        'Model withdrawal form',
        [
          '(Complete and return this form only if you wish to withdraw from the contract.)',
          `To ${c.name}, ${c.street}, ${c.city}, ${c.country.en}, email: ${c.email}:`,
          'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)',
          'Ordered on (*)/received on (*)',
          'Name of consumer(s)',
          'Address of consumer(s)',
          'Signature of consumer(s) (only if this form is notified on paper)',
          'Date',
          '(*) Delete as appropriate.',
        ],
        { headerLayout: 3, frameClass: 'box' },
      ),
      b.text(
        'Voluntary returns',
        `<p>Regardless of the right of withdrawal, we take back unopened goods within 30 days of receipt. Just write to us at ${mail}.</p>`,
        { headerLayout: 3 },
      ),
    ]
  }
