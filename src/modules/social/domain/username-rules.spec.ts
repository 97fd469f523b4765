import { USERNAME_MESSAGE, USERNAME_PATTERN as REGISTER_PATTERN } from '../../accounts/http/dto/register.dto';
import { accountErrors } from '../../accounts/domain/user.errors';
import { USERNAME_PATTERN, USERNAME_RULE_MESSAGE, USERNAME_TAKEN_MESSAGE, usernameAvailability } from './username-rules';

describe('username availability', () => {
  it('uses exactly the rule and words of registration', () => {
    expect(USERNAME_PATTERN.source).toBe(REGISTER_PATTERN.source);
    expect(USERNAME_PATTERN.flags).toBe(REGISTER_PATTERN.flags);
    expect(USERNAME_RULE_MESSAGE).toBe(USERNAME_MESSAGE);
    expect(USERNAME_TAKEN_MESSAGE).toBe(accountErrors.usernameTaken().message);
  });

  it('offers a well-formed name nobody holds', () => {
    expect(usernameAvailability('ana.souza_2', null, null)).toEqual({ disponivel: true });
  });

  it.each(['an', 'a'.repeat(31), 'ana souza', 'ana-souza', 'anã'])('refuses the malformed name %p with the rule', (name) => {
    expect(usernameAvailability(name, null, null)).toEqual({ disponivel: false, motivo: USERNAME_RULE_MESSAGE });
  });

  it('refuses a name someone else holds', () => {
    expect(usernameAvailability('ana', 'u-ana', 'u-bia')).toEqual({ disponivel: false, motivo: USERNAME_TAKEN_MESSAGE });
    expect(usernameAvailability('ana', 'u-ana', null)).toEqual({ disponivel: false, motivo: USERNAME_TAKEN_MESSAGE });
  });

  it("counts the caller's own current name as available to them", () => {
    expect(usernameAvailability('Ana', 'u-ana', 'u-ana')).toEqual({ disponivel: true });
  });
});
