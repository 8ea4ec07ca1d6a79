import { useEffect, useState } from 'react'
import { useAccountActions, type AccountActions } from '../../account'
import type { CustomerSummary } from '../../shop'
import type { FieldSpec } from '../../lib/form-rules/field-spec'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import type { ElementProps } from '../registry'
import { AccountForm, SignedInOnly } from '../shared/account-auth'
import { ElementHeader } from '../shared/ElementHeader'
import { passwordFields } from '../shared/password-fields'

/**
 * The account information: the name (updateCustomerV2), the email address (updateCustomerEmail,
 * with the current password) and the password (changeCustomerPassword: the current one, then a
 * new one that passes the strength rule, confirmed). Each part is its own form with its own
 * result beside it; a wrong current password says so; an ended session goes to the login page.
 */
export function AccountInformationElement({ content }: ElementProps<'account_information'>) {
  return (
    <div className="ce-account-auth ce-account-information">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
      <SignedInOnly>
        {/* Keeps its room while the customer loads and after (../styles.css, .ce-customer-data). */}
        <div className="ce-customer-data">
          <Information />
        </div>
      </SignedInOnly>
    </div>
  )
}

function Information() {
  const t = useT()
  const account = useAccountActions()
  const [customer, setCustomer] = useState<CustomerSummary | null>(null)
  const [saved, setSaved] = useState<Record<string, string>>({})
  useEffect(() => {
    let live = true
    void account.load().then(async (actions) => {
      const loaded = actions && (await actions.loadCustomer())
      if (live && loaded) setCustomer(loaded)
    })
    return () => {
      live = false
    }
  }, [account])
  if (!customer) {
    return <p role="status">{t('account.loading')}</p>
  }
  const done = (part: string, text: string) =>
    setSaved((previous) => ({ ...previous, [part]: text }))
  /** A section that saves part of the customer: the saved record is shown, then `message`. */
  const saveCustomer =
    (
      save: (
        actions: AccountActions,
        values: Record<string, string>,
      ) => Promise<CustomerSummary | null>,
      message: string,
    ) =>
    async (values: Record<string, string>) => {
      const actions = await account.load()
      const updated = actions && (await save(actions, values))
      if (!updated) return null
      setCustomer(updated)
      return message
    }
  const currentPassword: FieldSpec = {
    name: 'current_password',
    label: t('account.field.current-password'),
    purpose: 'currentPassword',
    required: true,
  }
  const sections: {
    part: string
    legend: string
    fields: FieldSpec[]
    defaults?: Record<string, string>
    send: (values: Record<string, string>) => Promise<string | null>
  }[] = [
    {
      part: 'name',
      legend: t('account.information.name'),
      fields: [
        {
          name: 'firstname',
          label: t('account.field.firstname'),
          purpose: 'givenName',
          required: true,
        },
        {
          name: 'lastname',
          label: t('account.field.lastname'),
          purpose: 'familyName',
          required: true,
        },
      ],
      defaults: { firstname: customer.firstname, lastname: customer.lastname },
      send: saveCustomer(
        (actions, values) =>
          actions.updateName({
            firstname: values.firstname ?? '',
            lastname: values.lastname ?? '',
          }),
        t('account.information.name-saved'),
      ),
    },
    {
      part: 'email',
      legend: t('account.information.email'),
      fields: [
        {
          name: 'email',
          label: t('account.field.new-email'),
          purpose: 'username',
          required: true,
        },
        currentPassword,
      ],
      defaults: { email: customer.email },
      send: saveCustomer(
        (actions, values) =>
          actions.updateEmail({
            email: values.email ?? '',
            password: values.current_password ?? '',
          }),
        t('account.information.email-saved'),
      ),
    },
    {
      part: 'password',
      legend: t('account.information.password'),
      fields: [
        currentPassword,
        ...passwordFields(t, 'new_password', t('account.field.new-password')),
      ],
      send: async (values) => {
        const actions = await account.load()
        const changed =
          actions &&
          (await actions.changePassword({
            currentPassword: values.current_password ?? '',
            newPassword: values.new_password ?? '',
          }))
        return changed ? t('account.information.password-saved') : null
      },
    },
  ]
  return (
    <div className="ce-account-information__sections">
      {sections.map((section) => (
        <section key={section.part} className="ce-account-information__section">
          <h3>{section.legend}</h3>
          <AccountForm
            // A new customer record refills the fields with what was saved.
            key={`${section.part}-${customer.firstname}-${customer.lastname}-${customer.email}`}
            name={`information-${section.part}`}
            fields={section.fields}
            {...(section.defaults ? { defaults: section.defaults } : {})}
            resetOnSuccess={section.part === 'password'}
            submitLabel={t('account.information.save')}
            onSubmit={async (values) => {
              done(section.part, '')
              const text = await section.send(values)
              if (text) done(section.part, text)
              return text !== null
            }}
          />
          <p className="ce-account-auth__status" role="status">
            {saved[section.part]}
          </p>
        </section>
      ))}
    </div>
  )
}
