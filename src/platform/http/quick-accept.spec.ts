import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { quickAcceptor } from './quick-accept';

class Beacon {
  @IsOptional()
  @IsString()
  @MaxLength(5)
  origem?: string;

  @IsOptional()
  @IsString()
  @MaxLength(3)
  utm?: string;
}

class WithANumber {
  @IsOptional()
  @IsInt()
  quantidade?: number;
}

describe('quickAcceptor', () => {
  const quickly = quickAcceptor(Beacon);

  it('accepts an empty body and known fields that are texts within their length', () => {
    expect(quickly({})).toEqual({});
    expect(quickly({ origem: 'abcde', utm: 'ig' })).toEqual({ origem: 'abcde', utm: 'ig' });
  });

  it('leaves to the validation pipe an unknown field, a text too long, another type, null, an array or no object', () => {
    for (const body of [{ outro: 'x' }, { origem: 'abcdef' }, { utm: 7 }, { origem: null }, [], null, 'texto', JSON.parse('{"__proto__":"x"}')]) {
      expect(quickly(body)).toBeUndefined();
    }
  });

  it('refuses at start a DTO with a rule it cannot check, so no rule is skipped', () => {
    expect(() => quickAcceptor(WithANumber)).toThrow(/WithANumber\.quantidade/);
  });
});
