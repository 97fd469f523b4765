/**
 * The pages every install starts with. Admins edit them in /boss/pages like any other page;
 * the seed only writes an address that never had a page (see SeedPage in the decider).
 */
export interface SeedPage {
  slug: string;
  titulo: string;
  conteudo: string;
}

const termosDeUso = `Estes termos valem para todas as pessoas que usam o Sorteios, seja para criar sorteios, seja para participar deles. Ao criar uma conta ou se inscrever em um sorteio, você concorda com eles.

## 1. O que é o Sorteios

O Sorteios é uma plataforma onde pessoas e empresas (**criadores**) publicam sorteios, outras pessoas (**participantes**) se inscrevem e o criador sorteia os ganhadores. Cada sorteio gera um recibo que qualquer pessoa pode conferir: veja [como funciona o sorteio verificável](/pages/como-funciona-o-sorteio-verificavel).

## 2. Sua conta

- Você precisa ter 18 anos ou mais, ou a autorização de quem é responsável por você.
- Os dados da conta devem ser verdadeiros. Você é responsável por manter sua senha em segredo.
- Cada pessoa pode se inscrever **uma única vez** em cada sorteio.

## 3. Quem cria um sorteio

- É responsável pelo sorteio, pelo regulamento e pela **entrega dos prêmios** anunciados.
- Deve cumprir a lei. Sorteios com finalidade comercial ou promocional podem depender de autorização prévia do poder público (Lei nº 5.768/1971); obtê-la é responsabilidade de quem cria o sorteio.
- Só pode usar os dados dos participantes para o sorteio e, no caso de contato posterior, apenas de quem deu consentimento — que pode ser retirado a qualquer momento.
- Não pode publicar conteúdo enganoso, ofensivo, ilegal ou que viole direitos de outras pessoas.

## 4. Quem participa

- Deve preencher o formulário com dados verdadeiros e aceitar o regulamento do sorteio.
- Não pode usar contas falsas, automações ou qualquer meio para aumentar artificialmente suas chances.

## 5. Moderação

Qualquer pessoa com conta pode denunciar um sorteio. A equipe de administração analisa as denúncias e pode suspender ou remover sorteios e desativar contas que descumpram estes termos. Cada decisão fica registrada.

## 6. Registro permanente

Tudo o que acontece em um sorteio (criação, inscrições, encerramento, sorteio) é registrado de forma permanente. É isso que permite provar que o resultado não foi alterado.

## 7. Responsabilidades

O Sorteios oferece a ferramenta e o registro verificável. A organização do sorteio e a entrega dos prêmios são de responsabilidade de quem o criou.

## 8. Alterações

Estes termos podem mudar. Quando isso acontecer, a nova versão será publicada nesta página, com a data de atualização.

## 9. Contato

Dúvidas, sugestões ou problemas: use o [formulário de contato](/feedback).

Veja também a [política de privacidade](/pages/politica-de-privacidade).
`;

const politicaDePrivacidade = `Esta política explica quais dados pessoais o Sorteios trata, por que, e como você exerce seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).

## Quem somos

O Sorteios é a plataforma de sorteios verificáveis publicada neste endereço. Para os dados da sua conta e para o funcionamento da plataforma, o Sorteios é o **controlador**. Para as respostas que você envia ao se inscrever em um sorteio, o **criador do sorteio** também é controlador: ele as recebe para realizar o sorteio e entregar os prêmios.

## Quais dados coletamos

- **Conta:** nome, sobrenome, e-mail, nome de usuário e, se você quiser, foto e biografia. A senha é guardada apenas como um resumo criptográfico (hash), nunca em texto.
- **Inscrições:** as respostas ao formulário de cada sorteio (sempre nome e e-mail, e os campos que o criador pedir), a versão do regulamento aceita e se você aceitou ou não ser contatado pelo criador.
- **Uso e segurança:** endereço IP e registros técnicos das requisições, usados para proteger as contas (por exemplo, limitar tentativas de login e o envio de mensagens) e investigar abusos.
- **Contato:** o que você escrever no [formulário de contato](/feedback), com seu nome e e-mail.

## Para que usamos

- Manter sua conta e permitir que você crie sorteios e se inscreva neles (execução do contrato — art. 7º, V).
- Realizar o sorteio, registrar o resultado de forma verificável e avisar quem ganhou (execução do contrato e exercício regular de direitos — art. 7º, V e VI).
- Permitir que o criador contate você sobre este e outros sorteios **somente se você consentir** (consentimento — art. 7º, I, e art. 8º).
- Proteger a plataforma contra fraudes e abusos (legítimo interesse — art. 7º, IX).

## Com quem compartilhamos

- Com o **criador** dos sorteios em que você se inscreve: suas respostas ao formulário. Os seus contatos só aparecem na lista de contatos dele se você consentiu.
- O nome de quem ganha pode aparecer na página do sorteio.
- Com prestadores que nos ajudam a operar (hospedagem, envio de e-mails), apenas no necessário.
- Não vendemos dados pessoais.

## Por quanto tempo

Os dados da conta ficam guardados enquanto ela existir. O registro das inscrições e dos sorteios é permanente, porque é ele que prova que o resultado não foi alterado; guardamos nele apenas o necessário para essa prova (art. 16, II).

## Seus direitos (art. 18 da LGPD)

Você pode pedir, a qualquer momento:

1. a confirmação de que tratamos seus dados;
2. o acesso aos seus dados;
3. a correção de dados incompletos, inexatos ou desatualizados;
4. a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;
5. a portabilidade dos dados a outro fornecedor;
6. a eliminação dos dados tratados com base no seu consentimento;
7. a informação sobre com quem compartilhamos seus dados;
8. a informação sobre a possibilidade de não dar consentimento e sobre as consequências de negá-lo;
9. a revogação do consentimento.

Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).

## Como exercer seus direitos

- **Corrigir seus dados:** no seu [painel](/dashboard), em editar perfil.
- **Retirar o consentimento de contato:** na página da sua inscrição em cada sorteio, em "Retirar consentimento". Você deixa de aparecer na lista de contatos do criador na mesma hora.
- **Qualquer outro pedido:** escreva pelo [formulário de contato](/feedback), com o e-mail da sua conta. Respondemos por e-mail em até 15 dias. Pedidos sobre as respostas enviadas a um sorteio também podem ser feitos diretamente ao criador dele.

## Alterações

Quando esta política mudar, a nova versão será publicada nesta página. Veja também os [termos de uso](/pages/termos-de-uso).
`;

const comoFunciona = `Todo sorteio feito aqui pode ser conferido por qualquer pessoa, sem precisar confiar na nossa palavra nem na de quem organizou. Veja como isso funciona, em palavras simples.

## 1. No encerramento, a lista fica travada

Quando as inscrições são encerradas, o sorteio registra para sempre:

- **a lista de inscrições, na ordem em que chegaram** — guardada como uma "impressão digital" (uma raiz de Merkle), sem nomes nem e-mails;
- **quantas pessoas se inscreveram**;
- **um compromisso com uma semente secreta**, o número que vai decidir o sorteio. Só o compromisso é publicado; a semente continua em segredo.

A partir daí ninguém consegue incluir, tirar ou trocar a ordem das inscrições, nem trocar a semente, sem que a conferência mostre a diferença.

## 2. No sorteio, a semente é revelada

Na hora de sortear, a semente secreta é revelada e combinada com a lista travada. Um algoritmo público (\`sorteios-fy-hmac-sha256\`) usa essa combinação para escolher os ganhadores e os suplentes. Como tudo é público depois do sorteio, **qualquer pessoa que refizer a conta chega exatamente ao mesmo resultado**.

## 3. Um número público que ninguém podia prever (opcional)

Quem cria o sorteio pode escolher que o resultado dependa também de um número público, sorteado **depois** do encerramento:

- uma rodada do **drand**, um serviço de números aleatórios mantido por várias organizações independentes; ou
- o resultado da **Loteria Federal** de uma data posterior ao sorteio.

Sem esse número, é preciso confiar que o organizador não escolheu a semente para favorecer alguém. Com ele, **nem o organizador podia prever ou escolher os ganhadores**. O recibo diz qual das duas garantias vale para cada sorteio.

## 4. O recibo

Depois do sorteio, a página do sorteio mostra o **recibo**: a impressão digital da lista, a semente revelada, o número público (se houver), os ganhadores, os suplentes e a prova de que cada um estava na lista. Na página **Verificar** do sorteio o seu navegador confere tudo sozinho e mostra cada verificação com ✓ ou ✗.

## 5. Como saber que você estava no sorteio

Depois do encerramento, a página da sua inscrição mostra a prova de que ela faz parte da lista travada. Você pode conferi-la com o recibo, sem depender de ninguém.

## Para quem quer ir a fundo

A especificação completa do algoritmo, com vetores de teste, está publicada junto com o código do Sorteios (\`docs/verifiable-draws.md\`), e há um verificador de linha de comando: \`npx sorteios-verify recibo.json\`.
`;

export const SEED_PAGES: SeedPage[] = [
  { slug: 'termos-de-uso', titulo: 'Termos de uso', conteudo: termosDeUso },
  { slug: 'politica-de-privacidade', titulo: 'Política de privacidade', conteudo: politicaDePrivacidade },
  { slug: 'como-funciona-o-sorteio-verificavel', titulo: 'Como funciona o sorteio verificável', conteudo: comoFunciona },
];
