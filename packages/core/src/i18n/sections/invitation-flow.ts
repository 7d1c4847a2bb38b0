import { defineSection } from '../section.ts';

/** A team invitation through registration, and offered instead of creating a company (#13). */
export const invitationFlowMessages = defineSection(
  {
    registerBanner:
      '{{company}} ekibine davet edildiniz. Kayıt, davetin gönderildiği adresle yapılır.',
    emailLocked: 'Davet bu adrese gönderildi; değiştirilemez.',
    backToInvitation: 'Davete geri dön',
    invitationUnusable:
      'Bu davet artık geçerli değil. Yine de kayıt olabilirsiniz; ekibe katılmak için yeni bir davet isteyin.',
    emailMismatch: 'Bu davet {{email}} adresine gönderildi; kayıt bu adresle yapılır.',
    tokenInvalid: 'Bu davet geçersiz, süresi dolmuş, iptal edilmiş veya kullanılmış.',
    registeredText:
      'Doğrulama bağlantısını {{email}} adresine gönderdik. Bağlantıya tıkladığınızda davete geri dönecek ve ekibe katılabileceksiniz.',
    verifiedText: 'Adresiniz doğrulandı. Şimdi davete dönüp ekibe katılabilirsiniz.',
    toInvitation: 'Davete dön',
    offerTitle: 'Bekleyen bir davetiniz var',
    offerText:
      '{{company}} sizi ekibine {{role}} olarak davet etti. Kendi şirketinizi oluşturmak yerine bu ekibe katılabilirsiniz.',
    offerInviter: 'Davet eden: {{name}}',
    offerAccept: 'Daveti kabul et ve katıl',
    offerOwn: 'Yine de kendi şirketimi oluşturacağım',
    guardText:
      'Devam etmek için bir şirkete ihtiyacınız var. {{company}} sizi ekibine davet etti; daveti kabul ederek devam edebilirsiniz.',
    welcomeTitle: '{{company}} ekibine hoş geldiniz!',
    welcomeText:
      'Daveti kabul ettiniz; artık şirketin ilanlarını, siparişlerini ve bildirimlerini görebilirsiniz.',
  },
  {
    registerBanner:
      'You are invited to the {{company}} team. You register with the address the invitation was sent to.',
    emailLocked: 'The invitation was sent to this address; it cannot be changed.',
    backToInvitation: 'Back to the invitation',
    invitationUnusable:
      'This invitation is no longer valid. You can still register; ask for a new invitation to join the team.',
    emailMismatch: 'This invitation was sent to {{email}}; you register with that address.',
    tokenInvalid: 'This invitation is not valid, has expired, was revoked or was already used.',
    registeredText:
      'We sent the verification link to {{email}}. When you click it you return to the invitation and can join the team.',
    verifiedText: 'Your address is verified. Go back to the invitation to join the team.',
    toInvitation: 'Back to the invitation',
    offerTitle: 'You have a pending invitation',
    offerText:
      '{{company}} invited you to its team as {{role}}. Instead of creating your own company you can join this team.',
    offerInviter: 'Invited by: {{name}}',
    offerAccept: 'Accept and join',
    offerOwn: 'Create my own company anyway',
    guardText:
      'You need a company to continue. {{company}} invited you to its team; accept the invitation to continue.',
    welcomeTitle: 'Welcome to the {{company}} team!',
    welcomeText:
      'You accepted the invitation; you now see the company’s ads, orders and notifications.',
  },
);
