import { disposableDomainOf, emailDomain, maskEmail } from './disposable-email';

describe('disposable e-mail domains', () => {
  it('finds a listed throwaway domain, whatever the case', () => {
    expect(disposableDomainOf('ana@mailinator.com')).toBe('mailinator.com');
    expect(disposableDomainOf('Ana@MAILINATOR.COM')).toBe('mailinator.com');
  });

  it('counts a subdomain of a listed domain as that domain', () => {
    expect(disposableDomainOf('ana@caixa.mailinator.com')).toBe('mailinator.com');
  });

  it('lets ordinary domains through', () => {
    expect(disposableDomainOf('ana@gmail.com')).toBeNull();
    expect(disposableDomainOf('ana@exemplo.com.br')).toBeNull();
    expect(disposableDomainOf('sem-arroba')).toBeNull();
  });

  it('never treats a bare top-level domain as listed', () => {
    expect(disposableDomainOf('ana@com')).toBeNull();
  });

  it('masks an address to its first letter and domain', () => {
    expect(maskEmail('bia@exemplo.com')).toBe('b***@exemplo.com');
    expect(maskEmail('sem-arroba')).toBeNull();
    expect(emailDomain('x@Exemplo.COM.')).toBe('exemplo.com');
  });
});
