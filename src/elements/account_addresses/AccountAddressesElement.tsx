import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { createAddressBook, useAddressActions, useSignedIn, type AddressBook } from '../../account'
import { Button } from '../../brands/design/Button'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { useSite } from '../../lib/site-context'
import type { ElementProps } from '../registry'
import { shippingCountries } from '../cart/shipping-countries'
import { SignInPrompt } from '../shared/account-auth'
import { ElementHeader } from '../shared/ElementHeader'
import { AddressCard } from './AddressCard'
import { AddressForm } from './AddressForm'

/**
 * The customer's address book: the saved addresses with their default
 * badges; add, edit, delete (after asking) and make an address the default shipping or billing
 * address. The addresses are the customer's, never in the cached page: the server renders the
 * frame (or, without a session, a way to the login page that leads back here), the browser
 * loads the book. Results and the shop's refusals show in the page's messages (translated
 * shop phrases, SPEC.md section 8); a session that ended goes to the login page.
 */
export function AccountAddressesElement({ content }: ElementProps<'account_addresses'>) {
  const t = useT()
  const signedIn = useSignedIn()
  return (
    <div className="ce-account-addresses">
      <ElementHeader fields={content} />
      <RichText html={content.bodytext} />
      {signedIn ? (
        // Keeps its room while the book loads and after (../styles.css, .ce-customer-data).
        <div className="ce-customer-data">
          <AddressBookView />
        </div>
      ) : (
        <SignInPrompt message={t('account.addresses.sign-in-prompt')} />
      )}
    </div>
  )
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number }

function AddressBookView() {
  const t = useT()
  const loadActions = useAddressActions()
  const site = useSite()
  const [book] = useState<AddressBook>(() => createAddressBook(loadActions))
  const { status, addresses, busy } = useStore(book.store)
  const [editing, setEditing] = useState<Editing>({ kind: 'none' })
  useEffect(() => {
    void book.load()
  }, [book])
  const countries = shippingCountries(site)
  const close = () => setEditing({ kind: 'none' })
  const disabled = busy !== null

  if (status === 'failed') {
    return (
      <div className="ce-account-addresses__status" role="status">
        <p>{t('account.addresses.load-failed')}</p>
        <Button variant="outline" onClick={() => void book.load()}>
          {t('account.addresses.retry')}
        </Button>
      </div>
    )
  }
  if (status !== 'ready') {
    return (
      <p className="ce-account-addresses__status" role="status">
        {t('account.addresses.loading')}
      </p>
    )
  }
  return (
    <>
      {addresses.length === 0 && editing.kind !== 'new' && (
        <p className="ce-account-addresses__empty">{t('account.addresses.empty')}</p>
      )}
      {addresses.length > 0 && (
        <ul className="ce-account-addresses__list">
          {addresses.map((address) =>
            editing.kind === 'edit' && editing.id === address.id ? (
              <li key={address.id} className="ce-account-addresses__card">
                <AddressForm
                  address={address}
                  countries={countries}
                  busy={busy === address.id}
                  onSave={(values) =>
                    book.update(address.id, values).then((saved) => (saved && close(), saved))
                  }
                  onCancel={close}
                />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                busy={busy === address.id}
                disabled={disabled || editing.kind !== 'none'}
                onEdit={() => setEditing({ kind: 'edit', id: address.id })}
                onMakeDefault={(kind) => void book.makeDefault(address.id, kind)}
                onDelete={() => book.remove(address.id)}
              />
            ),
          )}
        </ul>
      )}
      {editing.kind === 'new' ? (
        <AddressForm
          countries={countries}
          busy={busy === 'new'}
          onSave={(values) => book.create(values).then((saved) => (saved && close(), saved))}
          onCancel={close}
        />
      ) : (
        <Button
          variant="secondary"
          disabled={disabled || editing.kind !== 'none'}
          onClick={() => setEditing({ kind: 'new' })}
        >
          {t('account.addresses.add')}
        </Button>
      )}
    </>
  )
}
