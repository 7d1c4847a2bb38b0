import { defineSection } from '../section.ts';

/** Mails that tell an account's owner what others tried with it. */
export const accountSafetyMessages = defineSection(
  {
    signUpAttemptSubject: '{{site}}: adresinizle yeni bir kayıt denendi',
    signUpAttemptText:
      'Bu e-posta adresiyle {{site}} üzerinde yeni bir hesap açılmak istendi, ancak adres zaten hesabınıza kayıtlı. Bu siz idiyseniz giriş yapabilir ya da şifrenizi aşağıdaki bağlantıdan sıfırlayabilirsiniz. Siz değilseniz bu e-postayı yok sayabilirsiniz; hesabınızda hiçbir şey değişmedi.',
    signUpAttemptButton: 'Şifremi sıfırla',
    failedSignInsSubject: '{{site}}: hesabınıza çok sayıda başarısız giriş denemesi',
    failedSignInsText_one:
      'Hesabınıza art arda {{count}} kez yanlış şifreyle giriş denendi. Güvenliğiniz için yeni denemeler bir süre bekletiliyor. Bu siz değilseniz şifrenizi aşağıdaki bağlantıdan değiştirin; şifre sıfırlama beklemeyi hemen kaldırır ve diğer oturumlarınızı kapatır.',
    failedSignInsText_other:
      'Hesabınıza art arda {{count}} kez yanlış şifreyle giriş denendi. Güvenliğiniz için yeni denemeler bir süre bekletiliyor. Bu siz değilseniz şifrenizi aşağıdaki bağlantıdan değiştirin; şifre sıfırlama beklemeyi hemen kaldırır ve diğer oturumlarınızı kapatır.',
    failedSignInsButton: 'Şifremi sıfırla',
  },
  {
    signUpAttemptSubject: '{{site}}: someone tried to register with your address',
    signUpAttemptText:
      'Someone asked to open a new {{site}} account with this e-mail address, which already belongs to your account. If it was you, sign in or reset your password with the link below. If it was not, you can ignore this e-mail; nothing changed in your account.',
    signUpAttemptButton: 'Reset my password',
    failedSignInsSubject: '{{site}}: many failed sign-in attempts on your account',
    failedSignInsText_one:
      'Someone tried to sign in to your account with a wrong password {{count}} time in a row. For your safety, further attempts are slowed down for a while. If it was not you, change your password with the link below; a password reset lifts the wait at once and ends your other sessions.',
    failedSignInsText_other:
      'Someone tried to sign in to your account with a wrong password {{count}} times in a row. For your safety, further attempts are slowed down for a while. If it was not you, change your password with the link below; a password reset lifts the wait at once and ends your other sessions.',
    failedSignInsButton: 'Reset my password',
  },
);
