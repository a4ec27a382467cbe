import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext } from '../../../ui/plugin-context.js'
import { embeddedWalletMessages } from '../messages.js'
import { socialName } from '../social-providers.js'
import { beginSocialLogin } from '../social-window.js'
import { isTelegram, visibleSocials } from '../telegram.js'

/** The Connect view's social buttons (slot `connect.section`, id 'social'), in `features.socials` order (spec §9, §5). */
export default function SocialSection() {
  const ctx = usePluginContext()
  const { t } = useMessages(embeddedWalletMessages)
  const socials = visibleSocials(ctx.options.features.socials, { telegram: isTelegram(window), userAgent: navigator.userAgent })
  // The frame needs a moment to load: it starts when the visitor is about to choose, not when the modal opens.
  const warm = () => void ctx.services.use('embedded-wallet/session').then((session) => session.frame()).catch(() => {})
  return (
    <ul className="account-features" aria-label={t('embeddedWallet.social.list')}>
      {socials.map((social) => (
        <li key={social}>
          <button
            type="button"
            className="feature-button"
            data-social={social}
            // Like the email field: the modal's first focus does not load the frame, the visitor's does.
            data-no-initial-focus=""
            onPointerEnter={warm}
            onFocus={warm}
            onClick={() => (social === 'farcaster' ? ctx.router.push('EmbeddedWalletFarcaster') : beginSocialLogin(ctx, social))}
          >
            {socialName(social)}
          </button>
        </li>
      ))}
    </ul>
  )
}
